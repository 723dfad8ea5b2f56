# Case: a fractional bound on an int parameter (gt=0.5): pydantic-core refuses to build the validator.
from pydantic import Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("r_int_fractional_bound")


@mcp.tool()
def top(k: int = Field(40, gt=0.5, lt=100.5)) -> int:
    """A fractional bound on an int [sum]."""
    return k


if __name__ == "__main__":
    mcp.run()
