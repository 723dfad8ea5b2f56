# A NumPy docstring that starts with its Parameters section.
from agents import function_tool


@function_tool
def f(x: int) -> int:
    """
    Parameters
    ----------
    x : int
        X value [doc].
    """
    return x
