# Case: annotations made by a helper function of the module, called with literal arguments.
from mcp.server.fastmcp import FastMCP
from mcp.types import ToolAnnotations

mcp = FastMCP("t_annotations_helper")


def writes(*, destructive: bool, idempotent: bool = False) -> ToolAnnotations:
    """Annotations of a tool that changes things."""
    return ToolAnnotations(
        readOnlyHint=False,
        destructiveHint=destructive,
        idempotentHint=idempotent,
        openWorldHint=False,
    )


def titled(title, read_only=True):
    return ToolAnnotations(title=title, readOnlyHint=read_only)


@mcp.tool(annotations=writes(destructive=True, idempotent=True))
def reset(path: str) -> str:
    """Keywords passed [sum]."""
    return path


@mcp.tool(annotations=writes(destructive=False))
def add(path: str) -> str:
    """A default used [sum]."""
    return path


@mcp.tool(annotations=titled("Show [atitle]"))
def show(path: str) -> str:
    """A positional argument and a default [sum]."""
    return path


if __name__ == "__main__":
    mcp.run()
