# Field(alias=) renames the property.
from pydantic import Field

from agents import function_tool


@function_tool
def f(x: int = Field(alias="xAlias"), y: str = "y") -> int:
    return x


@function_tool(strict_mode=False)
def g(x: int = Field(1, alias="xAlias")) -> int:
    return x
