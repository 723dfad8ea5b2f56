# Raises before Args, and an Example section.
from agents import function_tool


@function_tool
def f(x: int, y: int = 0) -> int:
    """Summary [sum].

    Raises:
        ValueError: Bad input [raises].

    Args:
        x: X value [doc].
        y: Y value [doc].

    Example:
        f(1)
    """
    return x
