# Case: a TypedDict deriving from a total=False base, with Required keys in the base and NotRequired in the child.
from typing_extensions import NotRequired, Required, TypedDict

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_typeddict_inherit_total")


class BaseQuery(TypedDict, total=False):
    text: Required[str]
    lang: str


class Query(BaseQuery):
    """A full query [model]."""

    limit: int
    cursor: NotRequired[str]


@mcp.tool()
def run(query: Query) -> int:
    """A derived TypedDict [sum]."""
    return 0


if __name__ == "__main__":
    mcp.run()
