# Case: list parameters: list[str], list[int], typing.List[str], Sequence, nested lists.
from typing import List, Sequence

from fastmcp import FastMCP

mcp = FastMCP("p_lists")


@mcp.tool()
def builtin_lists(names: list[str], ids: list[int]) -> int:
    """Builtin generic lists [sum]."""
    return len(names) + len(ids)


@mcp.tool()
def typing_list(names: List[str]) -> int:
    """typing.List [sum]."""
    return len(names)


@mcp.tool()
def bare_list(items: list) -> int:
    """A bare list [sum]."""
    return len(items)


@mcp.tool()
def sequence_param(values: Sequence[float]) -> float:
    """typing.Sequence [sum]."""
    return sum(values)


@mcp.tool()
def nested_lists(matrix: list[list[int]], rows: list[dict[str, str]]) -> int:
    """Lists of lists and of dicts [sum]."""
    return len(matrix)


if __name__ == "__main__":
    mcp.run()
