# @function_tool() with empty parentheses is the same as the bare decorator.
from agents import function_tool


@function_tool()
def echo(text: str) -> str:
    """Echo text [sum]."""
    return text
