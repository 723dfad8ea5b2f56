# Field bounds on parameters reach the schema.
from typing import Annotated

from pydantic import Field

from agents import function_tool


@function_tool
def f(a: int = Field(ge=0, le=10), b: Annotated[str, Field(min_length=2, max_length=5, pattern="^[a-z]+$")] = "ab", c: float = Field(0.5, gt=0, lt=1, multiple_of=0.25)) -> int:
    return a


@function_tool(strict_mode=False)
def g(a: int = Field(3, ge=0, le=10), tags: list[str] = Field(default_factory=list, max_length=3)) -> int:
    return a
