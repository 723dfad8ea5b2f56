# A Google "Note:" admonition ends the description; text after the sections is not in it.
from agents import function_tool


@function_tool
def f(x: int) -> int:
    """Summary [sum].

    Note:
        An admonition [note].

    Args:
        x: X value [doc].

    Trailing text [tail].
    """
    return x
