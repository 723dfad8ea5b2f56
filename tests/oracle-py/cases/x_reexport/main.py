# Case: models and enums re-exported by a package's __init__.py (`from app import Query, Color`).
from app import Color, Query
from app import Shape as Form

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("x_reexport")


@mcp.tool()
def draw(query: Query, color: Color, form: Form | None = None) -> str:
    """Re-exported names [sum]."""
    return "ok"


if __name__ == "__main__":
    mcp.run()
