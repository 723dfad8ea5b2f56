# Case: typing_extensions.TypedDict with total=False, Required and a nested TypedDict without a docstring.
from typing_extensions import NotRequired, Required, TypedDict

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_typeddict_total")


class Point(TypedDict):
    x: int
    y: int


class Query(TypedDict, total=False):
    """A query [model]."""

    text: Required[str]
    near: Point
    radius: float
    points: NotRequired[list[Point]]


@mcp.tool()
def locate(query: Query, origin: Point | None = None) -> int:
    """TypedDict total=False [sum]."""
    return 0


if __name__ == "__main__":
    mcp.run()
