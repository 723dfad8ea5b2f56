# Case: two tools of one name: which one lists, and where.
from fastmcp import FastMCP

mcp = FastMCP("t_duplicate")


@mcp.tool
def first(query: str) -> str:
    """First [sum]."""
    return query


@mcp.tool(name="first")
def second(query: str, limit: int = 1) -> str:
    """Second, same name [sum]."""
    return query


@mcp.tool
def third(query: str) -> str:
    """Third [sum]."""
    return query


if __name__ == "__main__":
    mcp.run()
