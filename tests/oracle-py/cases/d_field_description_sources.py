# Case: one parameter described three ways at once (Annotated string, Annotated Field, default Field), and Field(description="").
from typing import Annotated

from pydantic import Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("d_field_description_sources")


@mcp.tool()
def describe(
    a: Annotated[str, "Plain text [ann]", Field(description="Field text [field-ann]")],
    b: Annotated[int, Field(description="Inner [field-ann]")] = Field(3, description="Outer [field-def]"),
    c: str = Field("", description=""),
) -> str:
    """Competing descriptions [sum]."""
    return a


if __name__ == "__main__":
    mcp.run()
