# Case: Field bounds on numbers: int bounds on a float, both ends, negatives and multiple_of on a float.
from pydantic import Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("b_numeric_bounds")


@mcp.tool()
def bounded(
    temperature: float = Field(0.7, ge=0, le=2),
    top_k: int = Field(40, gt=0, lt=100),
    delta: int = Field(-5, ge=-10, le=-1),
    step: float = Field(0.25, multiple_of=0.25),
) -> float:
    """Numeric bounds [sum]."""
    return temperature


if __name__ == "__main__":
    mcp.run()
