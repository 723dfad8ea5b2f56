# Case: enabled=False (not listed), exclude_args= of a defaulted parameter.
from fastmcp import FastMCP

mcp = FastMCP("t_enabled_exclude")


@mcp.tool(enabled=False)
def hidden(query: str) -> str:
    """Disabled [sum]."""
    return query


@mcp.tool(exclude_args=["user_id"])
def excluded(query: str, user_id: str = "anon", limit: int = 10) -> str:
    """Excluded argument [sum]."""
    return query


@mcp.tool(enabled=True)
def shown(query: str) -> str:
    """Enabled explicitly [sum]."""
    return query


if __name__ == "__main__":
    mcp.run()
