from mcp.server.fastmcp import FastMCP

mcp = FastMCP("x_failing_module")


@mcp.tool()
def ping() -> str:
    """A tool that does not use the failing module [sum]."""
    return "pong"
