# Case: tools returning str with structured_output unset beside a tool returning list[str] with description= and title=.
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("t_tool_returns_content_list")


@mcp.tool(title="Lines [title]", description="Split text into lines [dec].")
def lines(text: str) -> list[str]:
    return text.splitlines()


@mcp.tool()
def upper(text: str) -> str:
    """Upper-case text [sum]."""
    return text.upper()


if __name__ == "__main__":
    mcp.run()
