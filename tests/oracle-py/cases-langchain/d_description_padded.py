# description= is stripped of surrounding whitespace but not dedented
from langchain_core.tools import tool


@tool(description="  Padded text [dec]\n    second line [dec]  \n")
def padded(x: int) -> int:
    return x


@tool(description="")
def empty_given(x: int) -> int:
    """Docstring beside an empty description [sum]."""
    return x
