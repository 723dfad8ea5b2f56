# Case: bounds inside and outside Optional: Optional[Annotated[int, Field(ge=0)]] vs Annotated[Optional[int], Field(ge=0)], and conint in Optional.
from typing import Annotated, Optional

from pydantic import Field, conint

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("b_optional_bounds_forms")


@mcp.tool()
def page(
    inner: Optional[Annotated[int, Field(ge=0, le=9)]] = None,
    outer: Annotated[Optional[int], Field(ge=0, le=9)] = None,
    con: Optional[conint(gt=0)] = None,
    text: Annotated[str | None, Field(max_length=20, description="Text [field-ann]")] = None,
) -> int:
    """Bounds around Optional [sum]."""
    return 0


if __name__ == "__main__":
    mcp.run()
