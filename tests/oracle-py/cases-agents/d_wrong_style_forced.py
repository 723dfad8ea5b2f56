# docstring_style="numpy" on a Google docstring.
from agents import function_tool


@function_tool(docstring_style="numpy")
def f(x: int) -> int:
    """Summary [sum].

    Args:
        x: X value [doc].
    """
    return x
