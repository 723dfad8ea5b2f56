# Case: list order is registration order, not alphabetical; decorators and add_tool interleaved.
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("t_order")


@mcp.tool()
def zeta() -> str:
    """Registered first [sum]."""
    return "z"


def beta() -> str:
    """Registered second, with add_tool [sum]."""
    return "b"


mcp.add_tool(beta)


@mcp.tool()
def alpha() -> str:
    """Registered third [sum]."""
    return "a"


if __name__ == "__main__":
    mcp.run()
