from fastmcp import FastMCP

from .models import Query
from .server import mcp


@mcp.tool(tags={"search"})
def search(query: Query) -> list[str]:
    """Search [sum]."""
    return []


def register(server: FastMCP) -> None:
    @server.tool
    def count(query: Query) -> int:
        """Count [sum]."""
        return 0


register(mcp)
