# Case: meta= and icons= on the decorator.
from mcp.server.fastmcp import FastMCP
from mcp.types import Icon

mcp = FastMCP("t_meta_icons")


@mcp.tool(meta={"owner": "search-team", "version": 2})
def with_meta(x: int) -> int:
    """Tool with _meta [sum]."""
    return x


@mcp.tool(icons=[Icon(src="https://example.com/icon.png", mimeType="image/png", sizes=["48x48"])])
def with_icon(x: int) -> int:
    """Tool with an icon [sum]."""
    return x


if __name__ == "__main__":
    mcp.run()
