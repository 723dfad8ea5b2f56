# A summary line with a colon, and a body line that looks like a header.
from agents import function_tool


@function_tool
def f(x: int) -> int:
    """Summary: with a colon [sum].

    Warning: this body line has a colon [body].

    Args:
        x: X value: with a colon [doc].
    """
    return x
