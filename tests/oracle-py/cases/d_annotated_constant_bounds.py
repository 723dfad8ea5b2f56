# Case: the bounds of a Field inside Annotated written with module constants (a pattern kept in
# a raw string, a length, a number), beside literal bounds and an annotated_types bound.
from typing import Annotated, Optional

from annotated_types import MaxLen
from pydantic import Field

from mcp.server.fastmcp import FastMCP

KEY_PATTERN = r"^[A-Z][A-Z0-9_]+-\d+$"
MAX_NAME = 64
FLOOR = 0.5

mcp = FastMCP("d_annotated_constant_bounds")


@mcp.tool()
def lookup(
    key: Annotated[str, Field(description="Issue key", pattern=KEY_PATTERN)],
    name: Annotated[Optional[str], Field(min_length=1, max_length=MAX_NAME)] = None,
) -> str:
    """Lookup [sum]."""
    return key


@mcp.tool()
def weigh(
    score: Annotated[float, Field(ge=FLOOR, le=10, description="Score")] = 1.0,
    label: Annotated[str, MaxLen(12), Field(pattern=KEY_PATTERN)] = "A-1",
) -> str:
    """Weigh [sum]."""
    return f"{score} {label}"


if __name__ == "__main__":
    mcp.run()
