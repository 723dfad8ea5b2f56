# Case: collection and union returns: list[str], list[int], tuple, set, int | str, Literal, Optional[str].
from typing import Literal, Optional

from fastmcp import FastMCP

mcp = FastMCP("o_collections")


@mcp.tool()
def ret_list_str() -> list[str]:
    """-> list[str] [sum]."""
    return []


@mcp.tool()
def ret_tuple() -> tuple[int, str]:
    """-> tuple[int, str] [sum]."""
    return (1, "a")


@mcp.tool()
def ret_set() -> set[int]:
    """-> set[int] [sum]."""
    return set()


@mcp.tool()
def ret_union() -> int | str:
    """-> int | str [sum]."""
    return 1


@mcp.tool()
def ret_literal() -> Literal["ok", "fail"]:
    """-> Literal [sum]."""
    return "ok"


@mcp.tool()
def ret_optional_str() -> Optional[str]:
    """-> Optional[str] [sum]."""
    return None


if __name__ == "__main__":
    mcp.run()
