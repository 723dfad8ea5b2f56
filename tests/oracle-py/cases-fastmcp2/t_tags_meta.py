# Case: tags= (a set, sorted into _meta._fastmcp.tags), meta=, no tags.
from fastmcp import FastMCP

mcp = FastMCP("t_tags_meta")


@mcp.tool(tags={"search", "alpha", "Beta"})
def tagged(query: str) -> str:
    """Tagged [sum]."""
    return query


@mcp.tool
def untagged(query: str) -> str:
    """No tags [sum]."""
    return query


@mcp.tool(tags={"one"}, meta={"owner": "team-a", "version": 2})
def with_meta(query: str) -> str:
    """Tags and meta [sum]."""
    return query


if __name__ == "__main__":
    mcp.run(transport="stdio")
