# Case: a parameter whose name starts with an underscore.
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("r_private_param")


@mcp.tool()
def fine(x: int) -> int:
    """Registered before the error [sum]."""
    return x


@mcp.tool()
def private(x: int, _internal: int = 0) -> int:
    """Has an underscore parameter [sum]."""
    return x


if __name__ == "__main__":
    mcp.run()
