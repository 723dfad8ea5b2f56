# Case: annotations= as ToolAnnotations and dict, title=, and a title only in the annotations.
from fastmcp import FastMCP
from mcp.types import ToolAnnotations

mcp = FastMCP("t_annotations_title")


@mcp.tool(annotations=ToolAnnotations(readOnlyHint=True, openWorldHint=False))
def read_only(query: str) -> str:
    """Read only [sum]."""
    return query


@mcp.tool(annotations={"destructiveHint": True, "idempotentHint": False})
def dict_hints(path: str) -> str:
    """Dict hints [sum]."""
    return path


@mcp.tool(title="The Title [title]")
def titled(query: str) -> str:
    """Titled [sum]."""
    return query


@mcp.tool(annotations=ToolAnnotations(title="Annotation Title [atitle]", readOnlyHint=True))
def annotation_title(query: str) -> str:
    """Title in annotations [sum]."""
    return query


@mcp.tool(title="Own [title]", annotations=ToolAnnotations(title="Annotated [atitle]"))
def both_titles(query: str) -> str:
    """Both titles [sum]."""
    return query


if __name__ == "__main__":
    mcp.run()
