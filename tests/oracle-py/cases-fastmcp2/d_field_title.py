# Case: Field(title=...) on a parameter, plus examples and json_schema_extra.
from typing import Annotated

from pydantic import Field

from fastmcp import FastMCP

mcp = FastMCP("d_field_title")


@mcp.tool()
def titled(
    q: Annotated[str, Field(title="Search Query [title]", description="What to find [field]")],
    n: int = Field(3, title="Result Count [title]"),
) -> str:
    """Field titles [sum]."""
    return q


@mcp.tool()
def with_examples(
    city: str = Field(description="City [field]", examples=["Paris", "Oslo"]),
    extra: int = Field(0, json_schema_extra={"x-unit": "seconds"}),
) -> str:
    """Field examples and json_schema_extra [sum]."""
    return city


@mcp.tool()
def deprecated_field(old: int = Field(0, deprecated=True, description="Do not use [field]")) -> int:
    """Field(deprecated=True) [sum]."""
    return old


if __name__ == "__main__":
    mcp.run()
