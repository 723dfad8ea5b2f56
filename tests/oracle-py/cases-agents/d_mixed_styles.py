# Markers of two styles in one docstring: the detection picks one.
from agents import function_tool


@function_tool
def f(x: int) -> int:
    """Summary [sum].

    Args:
        x: X value [doc].

    :returns: the value [ret].
    :rtype: int
    """
    return x
