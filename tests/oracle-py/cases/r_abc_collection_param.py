# Case: collections.abc.Collection[float] as a parameter type: pydantic knows no schema for it.
from collections.abc import Collection

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("r_abc_collection_param")


@mcp.tool()
def average(pool: Collection[float]) -> float:
    """A Collection [sum]."""
    return sum(pool) / len(pool)


if __name__ == "__main__":
    mcp.run()
