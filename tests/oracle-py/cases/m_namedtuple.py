# Case: typing.NamedTuple parameters, with a default and a docstring.
from typing import NamedTuple

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_namedtuple")


class Point(NamedTuple):
    """A point [model]."""

    x: int
    y: int = 0


@mcp.tool()
def move(point: Point, by: int = 1) -> int:
    """A NamedTuple parameter [sum]."""
    return point.x


if __name__ == "__main__":
    mcp.run()
