# Case: no return annotation, -> None, and -> Any.
from typing import Any

from fastmcp import FastMCP

mcp = FastMCP("o_unannotated_none")


@mcp.tool()
def no_annotation(x: int):
    """No return annotation [sum]."""
    return x


@mcp.tool()
def returns_none(x: int) -> None:
    """-> None [sum]."""


@mcp.tool()
def returns_any(x: int) -> Any:
    """-> Any [sum]."""
    return x


if __name__ == "__main__":
    mcp.run()
