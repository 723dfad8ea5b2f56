# Case: a returned total=False TypedDict, and a list of TypedDicts returned.
from typing_extensions import TypedDict

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("o_typeddict_optional_keys")


class Stats(TypedDict, total=False):
    count: int
    mean: float


class Row(TypedDict):
    id: int
    label: str


@mcp.tool()
def stats() -> Stats:
    """A total=False TypedDict [sum]."""
    return {}


@mcp.tool()
def rows() -> list[Row]:
    """A list of TypedDicts [sum]."""
    return []


if __name__ == "__main__":
    mcp.run()
