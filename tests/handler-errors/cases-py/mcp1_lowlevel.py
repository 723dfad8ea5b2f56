"""mcp 1.x low-level Server (@server.list_tools() / @server.call_tool()): one tool per way the
call_tool handler can fail (see ../README.md). The handler is a coroutine (the decorator awaits
it), so there is no sync variant; it parses the arguments with pydantic, as published low-level
servers do."""

import anyio
import mcp.types as types
from mcp.server.lowlevel import Server
from mcp.server.stdio import stdio_server
from mcp.shared.exceptions import McpError
from pydantic import BaseModel

server = Server("orders")

NAMES = ["throw_error_async", "throw_subclass", "throw_protocol_error", "return_is_error", "validate_quantity"]


class OrderArgs(BaseModel):
    quantity: int


class QuantityError(ValueError):
    pass


@server.list_tools()
async def list_tools() -> list[types.Tool]:
    schema = {
        "type": "object",
        "properties": {"quantity": {"type": "integer", "description": "How many units to order"}},
        "required": ["quantity"],
    }
    return [types.Tool(name=name, description="Order units.", inputSchema=schema) for name in NAMES]


@server.call_tool()
async def call_tool(name: str, arguments: dict):
    quantity = OrderArgs.model_validate(arguments).quantity
    if quantity < 1:
        if name == "throw_error_async":
            raise ValueError("quantity must be at least 1")
        if name == "throw_subclass":
            raise QuantityError("quantity must be at least 1")
        if name == "throw_protocol_error":
            raise McpError(types.ErrorData(code=types.INVALID_PARAMS, message="quantity must be at least 1"))
        if name == "return_is_error":
            return types.CallToolResult(
                content=[types.TextContent(type="text", text="quantity must be at least 1")], isError=True
            )
    return [types.TextContent(type="text", text=f"ordered {quantity}")]


async def main():
    async with stdio_server() as (read_stream, write_stream):
        await server.run(read_stream, write_stream, server.create_initialization_options())


if __name__ == "__main__":
    anyio.run(main)
