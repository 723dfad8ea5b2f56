# strict_mode=True written out.
from agents import function_tool


@function_tool(strict_mode=True)
def echo(text: str, times: int = 1) -> str:
    return text
