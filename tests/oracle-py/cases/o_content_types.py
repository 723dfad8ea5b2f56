# Case: returns of MCP content types: TextContent, list of content, Image, CallToolResult.
from mcp.server.fastmcp import FastMCP, Image
from mcp.types import CallToolResult, ImageContent, TextContent

mcp = FastMCP("o_content_types")


@mcp.tool()
def ret_text_content() -> TextContent:
    """-> TextContent [sum]."""
    return TextContent(type="text", text="hi")


@mcp.tool()
def ret_content_list() -> list[TextContent | ImageContent]:
    """-> list of content blocks [sum]."""
    return []


@mcp.tool()
def ret_image() -> Image:
    """-> fastmcp Image [sum]."""
    return Image(data=b"", format="png")


@mcp.tool()
def ret_call_tool_result() -> CallToolResult:
    """-> CallToolResult [sum]."""
    return CallToolResult(content=[])


if __name__ == "__main__":
    mcp.run()
