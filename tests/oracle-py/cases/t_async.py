# Case: async def tools next to def tools, in registration order.
import asyncio

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("t_async")


@mcp.tool()
async def fetch(url: str, retries: int = 2) -> str:
    """An async tool [sum]."""
    await asyncio.sleep(0)
    return url


@mcp.tool()
def sync_tool(url: str) -> str:
    """A sync tool [sum]."""
    return url


@mcp.tool()
async def async_no_return(url: str):
    """An async tool without a return annotation [sum]."""
    await asyncio.sleep(0)


if __name__ == "__main__":
    mcp.run()
