# Case: -> TypedDict (total, with NotRequired) and -> dataclass with a default_factory field.
from dataclasses import dataclass, field
from typing import TypedDict

from typing_extensions import NotRequired

from fastmcp import FastMCP

mcp = FastMCP("o_typeddict")


class Weather(TypedDict):
    """Weather report [model]."""

    temp: float
    sky: str


class Partial(TypedDict):
    a: int
    b: NotRequired[str]


@dataclass
class Point:
    """A point [model]."""

    a: int
    tags: list[str] = field(default_factory=list)
    label: str = "origin"


@mcp.tool()
def ret_typeddict() -> Weather:
    """-> TypedDict [sum]."""
    return {"temp": 1.0, "sky": "clear"}


@mcp.tool()
def ret_partial_typeddict() -> Partial:
    """-> TypedDict with NotRequired [sum]."""
    return {"a": 1}


@mcp.tool()
def ret_dataclass() -> Point:
    """-> dataclass [sum]."""
    return Point(a=1)


if __name__ == "__main__":
    mcp.run()
