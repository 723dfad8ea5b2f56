# Case: set[str], frozenset[int], tuple[int, str], tuple[int, ...], bare tuple.
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_set_tuple")


@mcp.tool()
def sets(labels: set[str], ids: frozenset[int]) -> int:
    """Sets become unique arrays [sum]."""
    return len(labels)


@mcp.tool()
def fixed_tuple(point: tuple[int, str]) -> str:
    """A fixed-length tuple [sum]."""
    return point[1]


@mcp.tool()
def variadic_tuple(values: tuple[int, ...], anything: tuple) -> int:
    """A homogeneous tuple and a bare tuple [sum]."""
    return len(values)


if __name__ == "__main__":
    mcp.run()
