# Args: right after the summary line without a blank line.
from agents import function_tool


@function_tool
def f(x: int, y: str = "a") -> int:
    """Summary [sum].
    Args:
        x: X value [doc].
        y: Y value [doc].
    """
    return x
