# Case: the low-level `Server`: `@server.list_tools()` returning `types.Tool(...)` objects, written in the list and bound to module names, sent as written.
import anyio
import mcp.types as types
from mcp.server import Server
from mcp.server.stdio import stdio_server
from mcp.types import Tool, ToolAnnotations

server = Server("t_lowlevel_server")

lookup_tool = types.Tool(
    name="lookup",
    description=(
        "Look a key up [dec]. "
        "Second sentence [dec]."
    ),
    inputSchema={
        "type": "object",
        "properties": {
            "key": {"type": "string", "description": "the key [field]", "minLength": 1},
            "limit": {"type": "integer", "default": 10, "maximum": 100},
        },
        "required": ["key"],
        "additionalProperties": False,
    },
    annotations=ToolAnnotations(readOnlyHint=True, openWorldHint=False),
)

counted = Tool(
    name="count",
    title="Count things [title]",
    description=None,
    inputSchema={"type": "object"},
    outputSchema={"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]},
)


@server.list_tools()
async def list_tools() -> list[types.Tool]:
    """Lists the tools."""
    return [
        lookup_tool,
        types.Tool(
            name="echo",
            description="Echo the text back [dec]",
            inputSchema={"type": "object", "properties": {"text": {"type": "string"}}, "required": ["text"]},
        ),
        counted,
    ]


@server.call_tool()
async def call_tool(name: str, arguments: dict) -> list[types.TextContent]:
    return [types.TextContent(type="text", text=name)]


async def main():
    async with stdio_server() as (read, write):
        await server.run(read, write, server.create_initialization_options())


if __name__ == "__main__":
    anyio.run(main)
