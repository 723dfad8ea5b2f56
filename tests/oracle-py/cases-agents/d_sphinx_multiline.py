# A Sphinx :param: over several lines, and text after the fields.
from agents import function_tool


@function_tool
def f(x: int, y: int) -> int:
    """Summary [sum].

    :param x: X value that goes
        over two lines [doc].
    :param int y: Y value [doc].
    :returns: sum [ret].
    """
    return x
