# Case: abstract collection returns: Sequence[str], Mapping[str, int], Iterable[int], AbstractSet[str].
from collections.abc import Iterable, Mapping, Sequence
from typing import AbstractSet

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("o_abc_returns")


@mcp.tool()
def names() -> Sequence[str]:
    """A Sequence [sum]."""
    return ["a"]


@mcp.tool()
def counts() -> Mapping[str, int]:
    """A Mapping [sum]."""
    return {"a": 1}


@mcp.tool()
def numbers() -> Iterable[int]:
    """An Iterable [sum]."""
    return [1]


@mcp.tool()
def unique() -> AbstractSet[str]:
    """An AbstractSet [sum]."""
    return {"a"}


if __name__ == "__main__":
    mcp.run()
