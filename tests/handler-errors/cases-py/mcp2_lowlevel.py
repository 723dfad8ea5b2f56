"""mcp 2.x low-level Server (on_list_tools= / on_call_tool=): one tool per way the on_call_tool
handler can fail (see ../README.md). The handler is a coroutine, so there is no sync variant; it
parses the arguments with pydantic, as published low-level servers do."""

import anyio
import mcp.types as types
from mcp.server import Server, ServerRequestContext
from mcp.server.stdio import stdio_server
from mcp.shared.exceptions import MCPError
from pydantic import BaseModel

NAMES = ["throw_error_async", "throw_subclass", "throw_protocol_error", "return_is_error", "validate_quantity"]


class OrderArgs(BaseModel):
    quantity: int


class QuantityError(ValueError):
    pass


async def list_tools(ctx: ServerRequestContext, params: types.PaginatedRequestParams | None) -> types.ListToolsResult:
    schema = {
        "type": "object",
        "properties": {"quantity": {"type": "integer", "description": "How many units to order"}},
        "required": ["quantity"],
    }
    return types.ListToolsResult(tools=[types.Tool(name=name, description="Order units.", input_schema=schema) for name in NAMES])


async def call_tool(ctx: ServerRequestContext, params: types.CallToolRequestParams) -> types.CallToolResult:
    quantity = OrderArgs.model_validate(params.arguments or {}).quantity
    if quantity < 1:
        if params.name == "throw_error_async":
            raise ValueError("quantity must be at least 1")
        if params.name == "throw_subclass":
            raise QuantityError("quantity must be at least 1")
        if params.name == "throw_protocol_error":
            raise MCPError(code=types.INVALID_PARAMS, message="quantity must be at least 1")
        if params.name == "return_is_error":
            return types.CallToolResult(
                content=[types.TextContent(type="text", text="quantity must be at least 1")], is_error=True
            )
    return types.CallToolResult(content=[types.TextContent(type="text", text=f"ordered {quantity}")])


server = Server("orders", on_list_tools=list_tools, on_call_tool=call_tool)


async def main():
    async with stdio_server() as (read_stream, write_stream):
        await server.run(read_stream, write_stream, server.create_initialization_options())


if __name__ == "__main__":
    anyio.run(main)
