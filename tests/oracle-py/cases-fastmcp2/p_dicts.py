# Case: dict parameters: dict[str, int], dict[str, Any], bare dict, typing.Dict, nested.
from typing import Any, Dict

from fastmcp import FastMCP

mcp = FastMCP("p_dicts")


@mcp.tool()
def typed_map(counts: dict[str, int]) -> int:
    """dict[str, int] [sum]."""
    return sum(counts.values())


@mcp.tool()
def any_map(payload: dict[str, Any]) -> int:
    """dict[str, Any] [sum]."""
    return len(payload)


@mcp.tool()
def bare_dict(payload: dict) -> int:
    """A bare dict [sum]."""
    return len(payload)


@mcp.tool()
def typing_dict(headers: Dict[str, str]) -> int:
    """typing.Dict [sum]."""
    return len(headers)


@mcp.tool()
def nested_map(groups: dict[str, list[int]], int_keys: dict[int, str]) -> int:
    """Nested values and int keys [sum]."""
    return len(groups)


if __name__ == "__main__":
    mcp.run()
