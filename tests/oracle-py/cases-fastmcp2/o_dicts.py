# Case: dict returns: bare dict, dict[str, Any], dict[str, int], typing.Dict.
from typing import Any, Dict

from fastmcp import FastMCP

mcp = FastMCP("o_dicts")


@mcp.tool()
def ret_dict() -> dict:
    """-> dict [sum]."""
    return {}


@mcp.tool()
def ret_dict_any() -> dict[str, Any]:
    """-> dict[str, Any] [sum]."""
    return {}


@mcp.tool()
def ret_dict_int() -> dict[str, int]:
    """-> dict[str, int] [sum]."""
    return {}


@mcp.tool()
def ret_typing_dict() -> Dict[str, str]:
    """-> typing.Dict[str, str] [sum]."""
    return {}


@mcp.tool()
def ret_int_keys() -> dict[int, str]:
    """-> dict[int, str] [sum]."""
    return {}


if __name__ == "__main__":
    mcp.run()
