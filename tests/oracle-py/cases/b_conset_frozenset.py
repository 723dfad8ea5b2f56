# Case: conset and confrozenset with lengths, and a frozenset default.
from pydantic import confrozenset, conset

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("b_conset_frozenset")


@mcp.tool()
def pick(
    colors: conset(str, min_length=1, max_length=3),
    ids: confrozenset(int, max_length=10) = frozenset(),
    plain: frozenset[str] = frozenset({"a"}),
) -> int:
    """Constrained sets [sum]."""
    return len(colors)


if __name__ == "__main__":
    mcp.run()
