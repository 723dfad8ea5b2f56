# Case: parameters without annotations, with and without defaults of each type.
from fastmcp import FastMCP

mcp = FastMCP("p_noannot")


@mcp.tool()
def untyped(x, y=3, z="zed", ratio=0.5, flag=False, nothing=None):
    """Every parameter is unannotated [sum]."""
    return str(x)


@mcp.tool()
def half_typed(query: str, limit=10):
    """A typed and an untyped parameter [sum]."""
    return query


if __name__ == "__main__":
    mcp.run()
