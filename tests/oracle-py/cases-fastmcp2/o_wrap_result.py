# Case: outputs fastmcp wraps as {"result": ...}: scalars, lists, Optional, unions; and Any / None returns.
from typing import Any, Optional, Union

from fastmcp import FastMCP

mcp = FastMCP("o_wrap_result")


@mcp.tool
def ret_list(n: int) -> list[int]:
    """-> list[int] [sum]."""
    return [n]


@mcp.tool
def ret_optional(n: int) -> Optional[str]:
    """-> Optional[str] [sum]."""
    return None


@mcp.tool
def ret_union(n: int) -> Union[int, str]:
    """-> int | str [sum]."""
    return n


@mcp.tool
def ret_any(n: int) -> Any:
    """-> Any [sum]."""
    return n


@mcp.tool
def ret_none(n: int) -> None:
    """-> None [sum]."""
    return None


@mcp.tool
def ret_dict(n: int) -> dict[str, int]:
    """-> dict[str, int] [sum]."""
    return {}


if __name__ == "__main__":
    mcp.run()
