# Case: a model and an enum imported from other modules of the project (`from app.models import Query`).
from app.models import Query
from app.types import Color

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("x_absolute")


@mcp.tool()
def search(query: Query, color: Color = Color.RED) -> str:
    """An imported model and enum [sum]."""
    return query.text


@mcp.tool()
def paint(colors: list[Color]) -> Query:
    """An imported model returned [sum]."""
    return Query(text="x")


if __name__ == "__main__":
    mcp.run()
