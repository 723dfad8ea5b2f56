# Case: annotations written as strings: scalars, Optional, unions, nested strings, a model defined above.
from typing import Optional

from pydantic import BaseModel

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_string_annotations")


class Query(BaseModel):
    text: str
    page: "int" = 1
    tags: "list[str]" = []


@mcp.tool()
def scalars(a: "int", b: "Optional[str]" = None, c: "int | None" = None, d: "list[float]" = []) -> "str":
    """String annotations of builtins [sum]."""
    return ""


@mcp.tool()
def models(query: "Query", more: "list[Query] | None" = None) -> "Query":
    """A model named by a string [sum]."""
    return query


if __name__ == "__main__":
    mcp.run()
