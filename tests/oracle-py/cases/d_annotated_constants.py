# Case: Field(description=...) inside Annotated written with module constants (an f-string of
# one, and a constant itself), and Field(strict=...), which changes validation, not the schema.
from typing import Annotated, Optional

from pydantic import Field

from mcp.server.fastmcp import FastMCP

FORMATS = "Accepts ISO 8601 dates (e.g., '2024-01-15') or relative ones ('2 weeks ago')"
UNIT = "Days to look back"

mcp = FastMCP("d_annotated_constants")


@mcp.tool()
def since(
    start: Annotated[Optional[str], Field(description=f"Start date. {FORMATS}")] = None,
    window: Annotated[int, Field(description=UNIT, ge=1)] = 7,
) -> str:
    """Since [sum]."""
    return f"{start} {window}"


@mcp.tool()
def until(end: Annotated[str, Field(description=f"End date. {FORMATS} ({UNIT})")]) -> str:
    """Until [sum]."""
    return end


@mcp.tool()
def strict_flags(
    flag: Annotated[bool, Field(strict=True, description="A flag")] = False,
    count: int = Field(3, strict=True, ge=1),
) -> str:
    """strict= on an Annotated Field and on a default Field [sum]."""
    return f"{flag} {count}"


if __name__ == "__main__":
    mcp.run()
