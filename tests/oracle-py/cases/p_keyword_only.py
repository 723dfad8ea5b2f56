# Case: keyword-only parameters after a bare `*`, required and defaulted, mixed with positional ones.
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_keyword_only")


@mcp.tool()
def query(table: str, *, where: str, limit: int = 100, desc: bool = False) -> str:
    """A bare star before keyword-only parameters [sum]."""
    return table


@mcp.tool()
def only_keywords(*, name: str, count: int = 1) -> str:
    """Every parameter keyword-only [sum]."""
    return name * count


if __name__ == "__main__":
    mcp.run()
