# Case: nested generic returns: list[dict[str, Any]], dict[str, Model], dict[str, list[int]].
from typing import Any

from pydantic import BaseModel

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("o_nested_generic")


class Stat(BaseModel):
    mean: float
    n: int = 0


@mcp.tool()
def rows() -> list[dict[str, Any]]:
    """-> list[dict[str, Any]] [sum]."""
    return []


@mcp.tool()
def stats_by_key() -> dict[str, Stat]:
    """-> dict[str, Stat] [sum]."""
    return {}


@mcp.tool()
def buckets() -> dict[str, list[int]]:
    """-> dict[str, list[int]] [sum]."""
    return {}


if __name__ == "__main__":
    mcp.run()
