# Case: min_length/max_length on a list, a set, a dict and a tuple, and on an Optional list.
from typing import Annotated, Optional

from pydantic import Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("b_collection_lengths")


@mcp.tool()
def batch(
    ids: list[int] = Field(min_length=1, max_length=50),
    tags: Annotated[set[str], Field(max_length=5)] = set(),
    maybe: Annotated[Optional[list[str]], Field(min_length=1)] = None,
) -> int:
    """Lengths of lists and sets [sum]."""
    return len(ids)


@mcp.tool()
def headers(values: dict[str, str] = Field(min_length=1, max_length=10)) -> int:
    """Lengths of a dict [sum]."""
    return len(values)


if __name__ == "__main__":
    mcp.run()
