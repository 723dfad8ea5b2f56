# Case: the injected Context as last, first, named context, Optional with None, and bare Context.
from typing import Optional

from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("t_context")


@mcp.tool()
async def ctx_last(query: str, ctx: Context) -> str:
    """Context as the last parameter [sum]."""
    return query


@mcp.tool()
async def ctx_first(ctx: Context, query: str) -> str:
    """Context as the first parameter [sum]."""
    return query


@mcp.tool()
def named_context(query: str, context: Context) -> str:
    """Context under another name [sum]."""
    return query


@mcp.tool()
def optional_ctx(query: str, ctx: Optional[Context] = None) -> str:
    """Optional Context with a None default [sum]."""
    return query


@mcp.tool()
def pipe_none_ctx(query: str, ctx: Context | None = None) -> str:
    """Context | None = None [sum]."""
    return query


@mcp.tool()
def only_ctx(ctx: Context) -> str:
    """Context is the only parameter [sum]."""
    return "ok"


if __name__ == "__main__":
    mcp.run()
