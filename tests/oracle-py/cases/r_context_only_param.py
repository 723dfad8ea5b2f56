# Case: a tool whose only parameter is Context, and one with only a defaulted Optional parameter.
from typing import Optional

from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("r_context_only_param")


@mcp.tool()
async def whoami(ctx: Context) -> str:
    """Only Context [sum]."""
    return "me"


@mcp.tool()
def optional_only(cursor: Optional[str] = None) -> str:
    """Only an Optional [sum]."""
    return cursor or ""


if __name__ == "__main__":
    mcp.run()
