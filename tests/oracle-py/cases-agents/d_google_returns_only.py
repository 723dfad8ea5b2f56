# A Google docstring with only a Returns section.
from agents import function_tool


@function_tool
def f(x: int) -> int:
    """Summary [sum].

    Returns:
        The value [ret].
    """
    return x
