# Case: listing order: names registered out of alphabetical order.
from fastmcp import FastMCP

mcp = FastMCP("t_order")


@mcp.tool
def zeta(a: int) -> int:
    """Zeta [sum]."""
    return a


@mcp.tool
def alpha(a: int) -> int:
    """Alpha [sum]."""
    return a


@mcp.tool
def mid(a: int) -> int:
    """Mid [sum]."""
    return a


if __name__ == "__main__":
    mcp.run()
