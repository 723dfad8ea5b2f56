# Case: `e: int = Field(...)` (required) after a parameter with a default; keyword-only and positional-only.
from pydantic import Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("r_required_after_default")


@mcp.tool()
def mixed(a: int = 1, e: int = Field(..., description="Required after a default [field]")) -> int:
    """Required Field after a defaulted parameter [sum]."""
    return a + e


@mcp.tool()
def keyword_only(a: int, *, b: int, c: int = 3) -> int:
    """Keyword-only parameters [sum]."""
    return a + b + c


@mcp.tool()
def positional_only(x: int, /, y: int = 0) -> int:
    """Positional-only parameter [sum]."""
    return x + y


if __name__ == "__main__":
    mcp.run()
