# Case: a sync tool taking Context, an async tool without it, and a staticmethod-free helper class holding plain functions registered with add_tool.
from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("t_sync_async_mix_context")


@mcp.tool()
def sync_ctx(name: str, ctx: Context) -> str:
    """Sync with Context [sum]."""
    return name


@mcp.tool()
async def async_plain(name: str) -> str:
    """Async without Context [sum]."""
    return name


if __name__ == "__main__":
    mcp.run()
