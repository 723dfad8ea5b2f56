# Case: None inside containers: list[Optional[int]], dict values that may be None, Optional lists of Optionals.
from typing import Optional

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_nested_optional")


@mcp.tool()
def sparse(values: list[Optional[int]], labels: dict[str, str | None]) -> int:
    """Nullable items and values [sum]."""
    return len(values)


@mcp.tool()
def deep(grid: Optional[list[list[float | None]]] = None, pairs: list[tuple[str, int | None]] = []) -> int:
    """Nullable cells in nested lists and tuples [sum]."""
    return 0


if __name__ == "__main__":
    mcp.run()
