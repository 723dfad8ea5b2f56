# Case: Annotated[..., Field(description)] combined with `= Field(default, description)`: which text wins?
from typing import Annotated

from pydantic import Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("d_field_annotated_and_default_field")


@mcp.tool()
def layered(
    n: Annotated[int, Field(description="From Annotated [field-ann]", ge=0)] = Field(4, description="From default [field-def]", le=9),
    s: Annotated[str, "Plain text [ann]", Field(description="From Field after text [field]")] = "x",
) -> int:
    """Two Field sources for one parameter [sum]."""
    return n


if __name__ == "__main__":
    mcp.run()
