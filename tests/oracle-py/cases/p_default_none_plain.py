# Case: `x: int = None` and `x: str = None` without Optional: pydantic keeps the plain type and a null default.
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_default_none_plain")


@mcp.tool()
def search(query: str, limit: int = None, cursor: str = None, tags: list[str] = None) -> str:
    """None defaults on non-Optional types [sum]."""
    return query


if __name__ == "__main__":
    mcp.run()
