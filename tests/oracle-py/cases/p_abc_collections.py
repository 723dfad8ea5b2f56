# Case: collections.abc and typing abstract types as parameters: Sequence, Mapping, MutableMapping, Iterable, AbstractSet.
from collections.abc import Iterable, Mapping, MutableMapping, Sequence
from typing import AbstractSet

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_abc_collections")


@mcp.tool()
def abstract_sequences(items: Sequence[str], numbers: Iterable[int]) -> int:
    """Sequence and Iterable [sum]."""
    return len(items)


@mcp.tool()
def abstract_maps(headers: Mapping[str, str], counters: MutableMapping[str, int], unique: AbstractSet[str]) -> int:
    """Mapping, MutableMapping and AbstractSet [sum]."""
    return len(headers)


if __name__ == "__main__":
    mcp.run()
