# NumPy Notes section and text between sections.
from agents import function_tool


@function_tool
def f(x: int, y: str = "a") -> int:
    """Summary [sum].

    Body [body].

    Parameters
    ----------
    x : int
        X value [doc].
    y : str, optional
        Y value [doc].

    Notes
    -----
    A note [note].
    """
    return x
