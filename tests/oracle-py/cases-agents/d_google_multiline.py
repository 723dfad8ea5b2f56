# A Google Args entry over several lines, and an entry with a type in parentheses.
from agents import function_tool


@function_tool
def f(x: int, y: str) -> int:
    """Summary [sum].

    Args:
        x: X value that goes on
            over a second line [doc].
        y (str): Y value [doc].
    """
    return x
