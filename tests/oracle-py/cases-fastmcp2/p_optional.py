# Case: Optional[X] and X | None, with and without a default of None.
from typing import Optional

from fastmcp import FastMCP

mcp = FastMCP("p_optional")


@mcp.tool()
def optional_typing(a: Optional[str], b: Optional[int] = None) -> str:
    """typing.Optional without and with a default [sum]."""
    return str(a)


@mcp.tool()
def optional_pipe(a: str | None, b: float | None = None) -> str:
    """PEP 604 unions with None [sum]."""
    return str(a)


@mcp.tool()
def optional_non_none_default(c: Optional[str] = "fallback", d: int | None = 3) -> str:
    """Optional with a non-None default [sum]."""
    return str(c)


@mcp.tool()
def none_default_without_optional(e: int = None, f: str = None) -> str:
    """A None default on a non-Optional annotation [sum]."""
    return str(e)


if __name__ == "__main__":
    mcp.run()
