# Case: a ctx parameter without a Context annotation is an ordinary parameter.
from typing import Any

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("t_context_unannotated")


@mcp.tool()
def unannotated_ctx(query: str, ctx=None) -> str:
    """ctx=None without an annotation [sum]."""
    return query


@mcp.tool()
def any_ctx(query: str, ctx: Any = None) -> str:
    """ctx annotated Any [sum]."""
    return query


if __name__ == "__main__":
    mcp.run()
