# Case: a typing.TypedDict nested in a return annotation on Python 3.11, beside a tool that returns plainly.
from typing import TypedDict

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("o_typing_typeddict_nested")


class Point(TypedDict):
    x: int


@mcp.tool()
def plain() -> int:
    """A plain return [sum]."""
    return 1


@mcp.tool()
def points() -> list[Point]:
    """A list of typing.TypedDict [sum]."""
    return []


if __name__ == "__main__":
    mcp.run()
