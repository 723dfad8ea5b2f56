# Case: a parameterised Context[...] annotation and the Context class imported from the server module.
from mcp.server.fastmcp.server import Context as ServerContext
from mcp.server.fastmcp import FastMCP
from mcp.server.session import ServerSession

mcp = FastMCP("t_context_generic")


@mcp.tool()
def generic_ctx(query: str, ctx: ServerContext[ServerSession, None]) -> str:
    """Context[ServerSession, None] [sum]."""
    return query


@mcp.tool()
def aliased_ctx(query: str, c: ServerContext) -> str:
    """Context imported under another name [sum]."""
    return query


if __name__ == "__main__":
    mcp.run()
