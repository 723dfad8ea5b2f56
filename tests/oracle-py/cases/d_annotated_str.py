# Case: Annotated[T, "text"] (a plain string in the metadata) and Annotated[T, Doc("text")].
from typing import Annotated

from typing_extensions import Doc

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("d_annotated_str")


@mcp.tool()
def plain_string(query: Annotated[str, "What to search for [ann]"], limit: Annotated[int, "Max hits [ann]"] = 5) -> str:
    """Annotated with a plain string [sum]."""
    return query


@mcp.tool()
def doc_metadata(query: Annotated[str, Doc("What to search for [doc-ext]")]) -> str:
    """Annotated with typing_extensions.Doc [sum]."""
    return query


@mcp.tool()
def string_then_field(query: Annotated[str, "Plain text [ann]", "Second text [ann2]"]) -> str:
    """Two plain strings in Annotated [sum]."""
    return query


if __name__ == "__main__":
    mcp.run()
