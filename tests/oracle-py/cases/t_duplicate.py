# Case: two tools with the same name: the SDK warns and keeps the first one.
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("t_duplicate")


@mcp.tool()
def lookup(x: int) -> int:
    """First registration [sum]."""
    return x


@mcp.tool(name="lookup")
def lookup_again(y: str) -> str:
    """Second registration under the same name [sum]."""
    return y


@mcp.tool()
def other(z: bool) -> bool:
    """A third, distinct tool [sum]."""
    return z


if __name__ == "__main__":
    mcp.run()
