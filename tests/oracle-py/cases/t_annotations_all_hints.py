# Case: ToolAnnotations with every hint, with False values, with only a title, and shared by two tools through a constant.
from mcp.server.fastmcp import FastMCP
from mcp.types import ToolAnnotations

mcp = FastMCP("t_annotations_all_hints")

READ_ONLY = ToolAnnotations(readOnlyHint=True, openWorldHint=False)


@mcp.tool(
    annotations=ToolAnnotations(
        title="Delete a file [atitle]",
        readOnlyHint=False,
        destructiveHint=True,
        idempotentHint=True,
        openWorldHint=False,
    )
)
def delete_file(path: str) -> bool:
    """Every hint [sum]."""
    return True


@mcp.tool(annotations=ToolAnnotations(title="Only a title [atitle]"))
def titled(path: str) -> str:
    """Only a title [sum]."""
    return path


@mcp.tool(annotations=READ_ONLY)
def read_a(path: str) -> str:
    """Shared annotations, first [sum]."""
    return path


@mcp.tool(annotations=READ_ONLY)
def read_b(path: str) -> str:
    """Shared annotations, second [sum]."""
    return path


if __name__ == "__main__":
    mcp.run()
