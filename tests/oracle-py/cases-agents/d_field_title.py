# Field(title=) replaces the property title.
from pydantic import Field

from agents import function_tool


@function_tool
def f(a: int = Field(title="Custom A [title]"), b: str = "x") -> int:
    return a
