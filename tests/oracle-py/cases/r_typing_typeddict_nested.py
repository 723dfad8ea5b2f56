# Case: a typing.TypedDict nested in a model field on Python 3.11 fails while the tool registers.
from typing import TypedDict

from pydantic import BaseModel

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("r_typing_typeddict_nested")


class Point(TypedDict):
    x: int


class Shape(BaseModel):
    points: list[Point]


@mcp.tool()
def area(shape: Shape) -> float:
    """A typing.TypedDict inside a model [sum]."""
    return 0.0


if __name__ == "__main__":
    mcp.run()
