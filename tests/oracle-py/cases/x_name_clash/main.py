# Case: two models of one class name from different modules in one tool.
from app import a, b

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("x_name_clash")


@mcp.tool()
def merge(left: a.Item, right: b.Item) -> str:
    """Two classes named Item [sum]."""
    return "ok"


if __name__ == "__main__":
    mcp.run()
