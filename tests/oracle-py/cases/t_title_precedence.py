# Case: title= beside ToolAnnotations(title=), and an empty title=.
from mcp.server.fastmcp import FastMCP
from mcp.types import ToolAnnotations

mcp = FastMCP("t_title_precedence")


@mcp.tool(title="Tool title [title]", annotations=ToolAnnotations(title="Annotation title [atitle]"))
def both_titles(x: int) -> int:
    """Two titles [sum]."""
    return x


@mcp.tool(title="")
def empty_title(x: int) -> int:
    """An empty title [sum]."""
    return x


if __name__ == "__main__":
    mcp.run()
