# Case: fastmcp tools returning MCP content types (alone, in a list, in a union) and fastmcp's
# Image, none of which form structured content.
from typing import Union

from mcp.types import EmbeddedResource, ImageContent, TextContent

from fastmcp import FastMCP
from fastmcp.utilities.types import Image

mcp = FastMCP("o_content_returns")


@mcp.tool
def files(key: str) -> list[TextContent | EmbeddedResource]:
    """Files [sum]."""
    return []


@mcp.tool
def note(key: str) -> TextContent:
    """A note [sum]."""
    return TextContent(type="text", text=key)


@mcp.tool
def either(key: str) -> Union[str, ImageContent]:
    """Text or a picture [sum]."""
    return key


@mcp.tool
def picture(key: str) -> Image:
    """A picture [sum]."""
    return Image(data=b"", format="png")


if __name__ == "__main__":
    mcp.run()
