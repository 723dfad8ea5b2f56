# Field descriptions on every parameter, the docstring describing some: per parameter, the docstring wins where it speaks.
from typing import Annotated

from pydantic import Field

from agents import function_tool


@function_tool(strict_mode=False)
def f(
    a: Annotated[int, Field(description="A [field-ann]", ge=1)],
    b: Annotated[str, "B [ann]"] = "x",
    c: float = Field(1.0, description="C [field-def]"),
    d: bool = False,
) -> int:
    """Summary [sum].

    Args:
        b: B [doc].
        c: C [doc].
        d: D [doc].
    """
    return a
