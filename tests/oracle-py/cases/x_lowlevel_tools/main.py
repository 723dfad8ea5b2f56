# Case: a low-level `Server` listing `types.Tool` objects defined in other modules of a package and re-exported through its `__init__.py`.
import anyio
import mcp.types as types
from mcp.server import Server
from mcp.server.stdio import stdio_server

from app.tools import search_tool
from app.tools.fetch import fetch_tool

server = Server("x_lowlevel_tools")


@server.list_tools()
async def list_tools() -> list[types.Tool]:
    return [search_tool, fetch_tool]


@server.call_tool()
async def call_tool(name: str, arguments: dict) -> list[types.TextContent]:
    return [types.TextContent(type="text", text=name)]


async def main():
    async with stdio_server() as (read, write):
        await server.run(read, write, server.create_initialization_options())


if __name__ == "__main__":
    anyio.run(main)
