# Case: string constraints in Field: min_length, max_length, pattern, with defaults.
from typing import Annotated

from pydantic import Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("d_field_strings")


@mcp.tool()
def register(
    username: str = Field(default="guest", min_length=3, max_length=16, pattern=r"^[a-z][a-z0-9_]*$"),
    code: Annotated[str, Field(pattern=r"^\d{4}$", description="Four digits [field]")] = "0000",
) -> str:
    """String bounds and patterns [sum]."""
    return username


@mcp.tool()
def list_bounds(
    items: list[str] = Field(min_length=1, max_length=3, description="One to three items [field]"),
) -> int:
    """List length bounds [sum]."""
    return len(items)


@mcp.tool()
def numeric_extras(
    step: int = Field(10, multiple_of=5, ge=0),
    ratio: float = Field(0.5, allow_inf_nan=False, le=1.0),
) -> int:
    """multiple_of and allow_inf_nan [sum]."""
    return step


if __name__ == "__main__":
    mcp.run()
