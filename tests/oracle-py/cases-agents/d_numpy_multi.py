# A NumPy docstring with several parameters on one line and a multi-line description.
from agents import function_tool


@function_tool
def f(x: int, y: int) -> int:
    """Summary [sum].

    Parameters
    ----------
    x : int
        X value that goes on
        over two lines [doc].
    y : int
        Y value [doc].
    """
    return x
