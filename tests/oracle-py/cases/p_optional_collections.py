# Case: Optional collections with None defaults, and Optional[Union[...]].
from typing import Optional, Union

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_optional_collections")


@mcp.tool()
def filters(
    tags: Optional[list[str]] = None,
    weights: dict[str, float] | None = None,
    key: Optional[Union[int, str]] = None,
    ids: set[int] | None = None,
) -> int:
    """Optional collections [sum]."""
    return 0


if __name__ == "__main__":
    mcp.run()
