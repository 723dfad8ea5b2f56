# Case: nested tuples: a variadic tuple of pairs, a pair holding a list, a tuple default and an empty tuple type.
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_tuple_nested")


@mcp.tool()
def polygon(points: tuple[tuple[float, float], ...], meta: tuple[str, list[int]] = ("x", [1]), empty: tuple[()] = ()) -> int:
    """Nested tuples [sum]."""
    return len(points)


if __name__ == "__main__":
    mcp.run()
