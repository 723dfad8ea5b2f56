# Case: annotations=ToolAnnotations(...) and annotations={...} as a plain dict.
from mcp.server.fastmcp import FastMCP
from mcp.types import ToolAnnotations

mcp = FastMCP("t_annotations")


@mcp.tool(annotations=ToolAnnotations(readOnlyHint=True, destructiveHint=False, idempotentHint=True, openWorldHint=False))
def all_hints(x: int) -> int:
    """Every hint set [sum]."""
    return x


@mcp.tool(annotations=ToolAnnotations(title="Annotation Title [atitle]", readOnlyHint=True))
def annotation_title(x: int) -> int:
    """A title inside the annotations [sum]."""
    return x


@mcp.tool(annotations={"readOnlyHint": True, "openWorldHint": True})
def dict_annotations(x: int) -> int:
    """Annotations given as a dict [sum]."""
    return x


@mcp.tool(annotations=ToolAnnotations())
def empty_annotations(x: int) -> int:
    """An empty ToolAnnotations [sum]."""
    return x


if __name__ == "__main__":
    mcp.run()
