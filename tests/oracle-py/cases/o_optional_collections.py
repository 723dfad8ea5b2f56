# Case: Optional collection returns: Optional[list[str]], dict[str, int] | None, and a bool.
from typing import Optional

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("o_optional_collections")


@mcp.tool()
def maybe_list() -> Optional[list[str]]:
    """An Optional list [sum]."""
    return None


@mcp.tool()
def maybe_map() -> dict[str, int] | None:
    """An Optional dict [sum]."""
    return None


@mcp.tool()
def check() -> bool:
    """A bool [sum]."""
    return True


if __name__ == "__main__":
    mcp.run()
