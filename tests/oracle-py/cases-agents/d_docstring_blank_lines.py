# A docstring with blank lines at start and extra blank lines between paragraphs.
from agents import function_tool


@function_tool
def f(x: int) -> int:
    """

    Summary after a blank line [sum].


    Body after two blank lines [body].

    Args:
        x: X value [doc].
    """
    return x
