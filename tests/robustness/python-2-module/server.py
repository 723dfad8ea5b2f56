from mcp.server.fastmcp import FastMCP

mcp = FastMCP("legacy")


@mcp.tool()
def lookup(key: str) -> str:
    """Look a key up in the legacy store."""
    print "looking up", key
    return key
