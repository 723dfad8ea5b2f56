# Case: no docstring, an empty docstring, description="" with and without a docstring.
from fastmcp import FastMCP

mcp = FastMCP("t_no_docstring")


@mcp.tool
def undocumented(query: str) -> str:
    return query


@mcp.tool
def empty_doc(query: str) -> str:
    """"""
    return query


@mcp.tool(description="")
def empty_description(query: str) -> str:
    """Docstring behind an empty description [sum]."""
    return query


@mcp.tool(description="")
def empty_both(query: str) -> str:
    return query


if __name__ == "__main__":
    mcp.run()
