# Case: annotations= as a dict with one hint, a dict with a title, and ToolAnnotations with an extra key.
from mcp.server.fastmcp import FastMCP
from mcp.types import ToolAnnotations

mcp = FastMCP("t_annotations_dict_partial")


@mcp.tool(annotations={"readOnlyHint": True})
def one_hint(x: int) -> int:
    """One hint from a dict [sum]."""
    return x


@mcp.tool(annotations={"title": "From a dict [atitle]", "idempotentHint": True})
def titled_dict(x: int) -> int:
    """A dict with a title [sum]."""
    return x


@mcp.tool(annotations=ToolAnnotations(readOnlyHint=True, audience="internal"))
def extra_key(x: int) -> int:
    """An extra annotation key [sum]."""
    return x


if __name__ == "__main__":
    mcp.run()
