# docstring_style= forces a parser.
from agents import function_tool


@function_tool(docstring_style="google")
def g(x: int) -> int:
    """Summary [sum].

    Args:
        x: X value [doc].
    """
    return x


@function_tool(docstring_style="numpy")
def n(x: int) -> int:
    """Summary [sum].

    Parameters
    ----------
    x : int
        X value [doc].
    """
    return x


@function_tool(docstring_style="sphinx")
def s(x: int) -> int:
    """Summary [sum].

    :param x: X value [doc].
    """
    return x
