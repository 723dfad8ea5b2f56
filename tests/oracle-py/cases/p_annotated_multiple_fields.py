# Case: two Field(...) calls in one Annotated (pydantic merges them), and Annotated nested in Annotated.
from typing import Annotated

from pydantic import Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_annotated_multiple_fields")

Count = Annotated[int, Field(ge=0)]


@mcp.tool()
def tally(
    a: Annotated[int, Field(description="First [field-ann]"), Field(le=10)],
    b: Annotated[Count, Field(le=99, description="Nested [field-ann]")] = 0,
) -> int:
    """Merged Field metadata [sum]."""
    return a


if __name__ == "__main__":
    mcp.run()
