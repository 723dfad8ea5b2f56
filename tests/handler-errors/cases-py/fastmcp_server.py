"""fastmcp (2.x, 3.x, 4.x) FastMCP (@mcp.tool): one tool per way a tool function can fail (see
../README.md). fastmcp 2.x and 3.x run on mcp 1.x, 4.x on mcp 2.x, whose protocol error class
and CallToolResult field are spelled differently: the imports below pick the installed one, and
the tool returning fastmcp's own ToolResult(is_error=True) exists only where ToolResult has it."""

from fastmcp import FastMCP
from fastmcp.exceptions import ToolError

try:  # fastmcp 3.x, 4.x: a ToolResult can say is_error
    from fastmcp.tools import ToolResult
except ImportError:  # fastmcp 2.x: fastmcp.tools.tool.ToolResult has no is_error
    ToolResult = None

try:  # mcp 1.x (fastmcp 2.x, 3.x)
    from mcp.shared.exceptions import McpError
    from mcp.types import INVALID_PARAMS, CallToolResult, ErrorData, TextContent

    def protocol_error(message):
        return McpError(ErrorData(code=INVALID_PARAMS, message=message))

    def error_result(text):
        return CallToolResult(content=[TextContent(type="text", text=text)], isError=True)

except ImportError:  # mcp 2.x (fastmcp 4.x)
    from mcp.shared.exceptions import MCPError
    from mcp.types import INVALID_PARAMS, CallToolResult, TextContent

    def protocol_error(message):
        return MCPError(code=INVALID_PARAMS, message=message)

    def error_result(text):
        return CallToolResult(content=[TextContent(type="text", text=text)], is_error=True)


mcp = FastMCP("orders")


class QuantityError(ValueError):
    pass


@mcp.tool
def throw_error_sync(quantity: int) -> str:
    """Order units."""
    if quantity < 1:
        raise ValueError("quantity must be at least 1")
    return f"ordered {quantity}"


@mcp.tool
async def throw_error_async(quantity: int) -> str:
    """Order units."""
    if quantity < 1:
        raise ValueError("quantity must be at least 1")
    return f"ordered {quantity}"


@mcp.tool
async def throw_subclass(quantity: int) -> str:
    """Order units."""
    if quantity < 1:
        raise QuantityError("quantity must be at least 1")
    return f"ordered {quantity}"


@mcp.tool
async def throw_protocol_error(quantity: int) -> str:
    """Order units."""
    if quantity < 1:
        raise protocol_error("quantity must be at least 1")
    return f"ordered {quantity}"


@mcp.tool
async def throw_framework_error(quantity: int) -> str:
    """Order units."""
    if quantity < 1:
        raise ToolError("quantity must be at least 1")
    return f"ordered {quantity}"


@mcp.tool
async def return_is_error(quantity: int) -> CallToolResult:
    """Order units."""
    if quantity < 1:
        return error_result("quantity must be at least 1")
    return CallToolResult(content=[TextContent(type="text", text=f"ordered {quantity}")])


if ToolResult is not None:

    @mcp.tool
    async def return_tool_result_error(quantity: int) -> ToolResult:
        """Order units."""
        if quantity < 1:
            return ToolResult(content=[TextContent(type="text", text="quantity must be at least 1")], is_error=True)
        return ToolResult(content=[TextContent(type="text", text=f"ordered {quantity}")])


@mcp.tool
async def validate_quantity(quantity: int) -> str:
    """Order units."""
    return f"ordered {quantity}"


if __name__ == "__main__":
    mcp.run()
