from mcp.server.fastmcp import FastMCP

mcp = FastMCP("s")


@mcp.tool()
def ping(text: str) -> str:
    """Answer with pong."""
    return "pong"
