# Case: Optional parameters whose default is not None: a number, a string, False, an empty list.
from typing import Optional

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_optional_nonnull_defaults")


@mcp.tool()
def fetch(
    limit: Optional[int] = 20,
    sort: Optional[str] = "asc",
    verbose: Optional[bool] = False,
    fields: Optional[list[str]] = [],
    ratio: float | None = 0.5,
) -> int:
    """Optional with non-null defaults [sum]."""
    return limit or 0


if __name__ == "__main__":
    mcp.run()
