# Case: a string annotation naming a model defined below the tool fails while the tool registers.
from typing import Optional

from pydantic import BaseModel

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("r_string_forward_ref")


@mcp.tool()
def scalars(a: "int", b: "Optional[str]" = None, c: "int | None" = None, d: "list[float]" = []) -> "str":
    """String annotations of builtins [sum]."""
    return ""


@mcp.tool()
def forward(query: "Query", more: list["Query"] | None = None) -> "Query":
    """A model defined below the tool [sum]."""
    return query


class Query(BaseModel):
    text: str
    page: "int" = 1


if __name__ == "__main__":
    mcp.run()
