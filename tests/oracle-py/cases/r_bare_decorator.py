# Case: @mcp.tool without parentheses; the SDK raises TypeError while the module loads.
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("r_bare_decorator")


@mcp.tool()
def fine(x: int) -> int:
    """Registered before the error [sum]."""
    return x


@mcp.tool
def bare(x: int) -> int:
    """Never registered [sum]."""
    return x


if __name__ == "__main__":
    mcp.run()
