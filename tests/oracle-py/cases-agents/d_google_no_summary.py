# Args: on the docstring's first line.
from agents import function_tool


@function_tool
def f(x: int) -> int:
    """Args:
    x: X value [doc].
    """
    return x
