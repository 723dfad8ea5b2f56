# Case: the injected Context from fastmcp: last, first, Optional, from fastmcp.server.context.
from typing import Optional

from fastmcp import Context, FastMCP
from fastmcp.server.context import Context as Ctx

mcp = FastMCP("t_context")


@mcp.tool
async def ctx_last(query: str, ctx: Context) -> str:
    """Context last [sum]."""
    return query


@mcp.tool
async def ctx_first(ctx: Context, query: str) -> str:
    """Context first [sum]."""
    return query


@mcp.tool
def optional_ctx(query: str, ctx: Optional[Context] = None) -> str:
    """Optional Context [sum]."""
    return query


@mcp.tool
def aliased_ctx(query: str, c: Ctx) -> str:
    """Context by its module path [sum]."""
    return query


if __name__ == "__main__":
    mcp.run()
