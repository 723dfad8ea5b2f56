# Case: Annotated[T, Field(description=..., bounds)] with and without defaults.
from typing import Annotated, Optional

from pydantic import Field

from fastmcp import FastMCP

mcp = FastMCP("d_annotated_field")


@mcp.tool()
def rate(
    score: Annotated[int, Field(description="Score from 0 to 10 [field]", ge=0, le=10)],
    weight: Annotated[float, Field(description="Weight [field]", gt=0, lt=1)] = 0.5,
) -> int:
    """Annotated Field with bounds [sum]."""
    return score


@mcp.tool()
def maybe_rate(
    score: Annotated[Optional[int], Field(description="Optional score [field]", ge=0, le=5)] = None,
) -> str:
    """Bounds on an Optional inside Annotated [sum]."""
    return str(score)


@mcp.tool()
def default_inside_field(
    limit: Annotated[int, Field(default=20, description="Page size [field]")],
) -> int:
    """The default given inside the Annotated Field [sum]."""
    return limit


if __name__ == "__main__":
    mcp.run()
