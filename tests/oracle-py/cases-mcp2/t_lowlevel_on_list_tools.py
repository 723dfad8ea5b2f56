# Case: mcp 2's low-level `Server`, its tools/list handler passed to the constructor as `on_list_tools=` and returning `types.ListToolsResult(tools=[...])`; snake_case and camelCase keywords, a module-level `Tool`, `None`s left out.
# oracle: no rewrites
import anyio
import mcp.types as types
from mcp.server import Server
from mcp.server.stdio import stdio_server
from mcp.types import Tool, ToolAnnotations

lookup_tool = types.Tool(
    name="lookup",
    description="Look a key up [dec].",
    input_schema={
        "type": "object",
        "properties": {
            "key": {"type": "string", "description": "the key [field]", "minLength": 1},
            "limit": {"type": "integer", "default": 10, "maximum": 100},
        },
        "required": ["key"],
    },
    annotations=ToolAnnotations(read_only_hint=True, open_world_hint=False),
)


async def list_tools(ctx, params) -> types.ListToolsResult:
    return types.ListToolsResult(
        tools=[
            lookup_tool,
            Tool(
                name="count",
                title="Count things [title]",
                description=None,
                input_schema={"type": "object"},
                output_schema={"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]},
            ),
            types.Tool(
                name="echo",
                description="Echo the text back [dec]",
                inputSchema={"type": "object", "properties": {"text": {"type": "string"}}, "required": ["text"]},
            ),
        ]
    )


async def call_tool(ctx, params) -> types.CallToolResult:
    return types.CallToolResult(content=[types.TextContent(type="text", text=params.name)])


server = Server("t_lowlevel_on_list_tools", on_list_tools=list_tools, on_call_tool=call_tool)


async def main():
    async with stdio_server() as (read, write):
        await server.run(read, write, server.create_initialization_options())


if __name__ == "__main__":
    anyio.run(main)
