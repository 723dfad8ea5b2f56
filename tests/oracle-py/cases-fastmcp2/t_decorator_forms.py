# Case: decorator forms: bare @mcp.tool, @mcp.tool(), a positional name, name=, description=.
from fastmcp import FastMCP

mcp = FastMCP("t_decorator_forms")


@mcp.tool
def bare(query: str) -> str:
    """Bare decorator [sum]."""
    return query


@mcp.tool()
def called(query: str) -> str:
    """Called without arguments [sum]."""
    return query


@mcp.tool("positional_name")
def named_positionally(query: str) -> str:
    """Positional name [sum]."""
    return query


@mcp.tool(name="keyword_name")
def named_by_keyword(query: str) -> str:
    """Keyword name [sum]."""
    return query


@mcp.tool(description="From the decorator [dec].")
def described(query: str) -> str:
    """Overridden by the decorator [sum]."""
    return query


if __name__ == "__main__":
    mcp.run()
