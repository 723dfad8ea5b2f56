# A Sphinx docstring with :type: lines.
from agents import function_tool


@function_tool
def f(x: int, y: str = "a") -> int:
    """Summary [sum].

    :param x: X value [doc].
    :type x: int
    :param y: Y value [doc].
    :type y: str
    :return: The result [ret].
    :rtype: int
    """
    return x
