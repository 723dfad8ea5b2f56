# Case: a parameter whose default is `...` (bare, or in `Field(...)`) is required, as pydantic
# reads Ellipsis as no default; a keyword-only one too.
from pydantic import Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_ellipsis_required")


@mcp.tool()
def page(query: str = Field(max_length=200), limit: int = ..., cursor: str = Field(...)) -> str:
    """Pages through results [sum]."""
    return query


@mcp.tool()
def keyed(*, key: str = ..., value: int = 0) -> str:
    """Keyword-only with an Ellipsis default [sum]."""
    return key


if __name__ == "__main__":
    mcp.run()
