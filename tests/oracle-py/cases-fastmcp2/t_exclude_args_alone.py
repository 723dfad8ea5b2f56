# Case: exclude_args= alone: applied by 2.x and 3.x; 4.x's tool() no longer takes it.
from fastmcp import FastMCP

mcp = FastMCP("t_exclude_args_alone")


@mcp.tool(exclude_args=["user_id"])
def excluded(query: str, user_id: str = "anon") -> str:
    """Excluded argument [sum]."""
    return query


@mcp.tool(exclude_args=[])
def nothing_excluded(query: str) -> str:
    """Empty exclusion [sum]."""
    return query


if __name__ == "__main__":
    mcp.run()
