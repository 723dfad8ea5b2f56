"""mcp 1.x FastMCP (@mcp.tool()): one tool per way a tool function can fail (see ../README.md)."""

from mcp.server.fastmcp import FastMCP
from mcp.server.fastmcp.exceptions import ToolError
from mcp.shared.exceptions import McpError
from mcp.types import INVALID_PARAMS, CallToolResult, ErrorData, TextContent

mcp = FastMCP("orders")


class QuantityError(ValueError):
    pass


@mcp.tool()
def throw_error_sync(quantity: int) -> str:
    """Order units."""
    if quantity < 1:
        raise ValueError("quantity must be at least 1")
    return f"ordered {quantity}"


@mcp.tool()
async def throw_error_async(quantity: int) -> str:
    """Order units."""
    if quantity < 1:
        raise ValueError("quantity must be at least 1")
    return f"ordered {quantity}"


@mcp.tool()
async def throw_subclass(quantity: int) -> str:
    """Order units."""
    if quantity < 1:
        raise QuantityError("quantity must be at least 1")
    return f"ordered {quantity}"


@mcp.tool()
async def throw_protocol_error(quantity: int) -> str:
    """Order units."""
    if quantity < 1:
        raise McpError(ErrorData(code=INVALID_PARAMS, message="quantity must be at least 1"))
    return f"ordered {quantity}"


@mcp.tool()
async def throw_framework_error(quantity: int) -> str:
    """Order units."""
    if quantity < 1:
        raise ToolError("quantity must be at least 1")
    return f"ordered {quantity}"


@mcp.tool()
async def return_is_error(quantity: int) -> CallToolResult:
    """Order units."""
    if quantity < 1:
        return CallToolResult(content=[TextContent(type="text", text="quantity must be at least 1")], isError=True)
    return CallToolResult(content=[TextContent(type="text", text=f"ordered {quantity}")])


@mcp.tool()
async def validate_quantity(quantity: int) -> str:
    """Order units."""
    return f"ordered {quantity}"


if __name__ == "__main__":
    mcp.run()
