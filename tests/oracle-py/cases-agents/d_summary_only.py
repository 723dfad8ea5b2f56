# A one-line docstring, and one with a body and no sections.
from agents import function_tool


@function_tool
def one(x: int) -> int:
    """Only a summary line [sum]."""
    return x


@function_tool
def two(x: int) -> int:
    """Summary line [sum].

    A body paragraph
    over two lines [body].

    And a second paragraph [body].
    """
    return x
