# Field(description=) in the default and in Annotated, without a docstring section.
from typing import Annotated

from pydantic import Field

from agents import function_tool


@function_tool
def f(a: int = Field(description="A value [field-def]"), b: Annotated[str, Field(description="B value [field-ann]")] = "x") -> int:
    return a
