# Field(description=) and a docstring entry for the same parameter: the docstring wins.
from typing import Annotated

from pydantic import Field

from agents import function_tool


@function_tool
def f(a: Annotated[int, Field(description="A value [field-ann]")], b: str = Field("x", description="B value [field-def]")) -> int:
    """Summary [sum].

    Args:
        a: A value [doc].
        b: B value [doc].
    """
    return a
