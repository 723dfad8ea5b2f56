# Case: a server written for mcp 1.x (`mcp.server.fastmcp`) started with mcp 2 installed.
# oracle: no rewrites
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("r_v1_import")


@mcp.tool()
def ping(host: str) -> str:
    """Ping a host [sum]."""
    return host


if __name__ == "__main__":
    mcp.run()
