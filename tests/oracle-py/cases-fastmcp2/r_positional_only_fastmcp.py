# Case: a positional-only parameter alone: listed by 2.x and 3.x, refused by 4.x.
from fastmcp import FastMCP

mcp = FastMCP("r_positional_only_fastmcp")


@mcp.tool()
def first(a: int) -> int:
    """Plain parameter [sum]."""
    return a


@mcp.tool()
def positional(x: int, /, y: int = 0) -> int:
    """Positional-only parameter [sum]."""
    return x + y


if __name__ == "__main__":
    mcp.run()
