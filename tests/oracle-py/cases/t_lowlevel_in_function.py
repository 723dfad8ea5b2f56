# Case: the low-level `Server` made inside the function that runs it, its `list_tools` handler defined there returning a list kept in a name, one tool naming a constant the function's parameter hides.
import anyio
import mcp.types as types
from mcp.server import Server
from mcp.server.stdio import stdio_server

LIMIT_DESCRIPTION = "module limit [field]"


async def main(LIMIT_DESCRIPTION: str = "parameter limit [field]"):
    server = Server("t_lowlevel_in_function")

    @server.list_tools()
    async def handle_list_tools() -> list[types.Tool]:
        """Lists the tools."""
        tools = [
            types.Tool(
                name="query",
                description="Run a query [dec]",
                inputSchema={
                    "type": "object",
                    "properties": {"query": {"type": "string", "description": "the SQL [field]"}},
                    "required": ["query"],
                },
            ),
            types.Tool(
                name="limited",
                description="A limit from the parameter [dec]",
                inputSchema={
                    "type": "object",
                    "properties": {"limit": {"type": "integer", "description": LIMIT_DESCRIPTION}},
                },
            ),
        ]

        return tools

    @server.call_tool()
    async def handle_call_tool(name: str, arguments: dict) -> list[types.TextContent]:
        return [types.TextContent(type="text", text=name)]

    async with stdio_server() as (read, write):
        await server.run(read, write, server.create_initialization_options())


if __name__ == "__main__":
    anyio.run(main)
