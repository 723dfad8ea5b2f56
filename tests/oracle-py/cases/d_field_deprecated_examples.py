# Case: Field(deprecated=...), Field(examples=[...]) and Field(title=) together on parameters.
from typing import Annotated

from pydantic import Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("d_field_deprecated_examples")


@mcp.tool()
def search(
    query: Annotated[str, Field(description="Query [field-ann]", examples=["cats", "dogs"])],
    legacy: Annotated[bool, Field(deprecated=True, description="Unused [field-ann]")] = False,
    limit: int = Field(10, examples=[10, 50], title="Max results [title]"),
) -> str:
    """Search [sum]."""
    return query


if __name__ == "__main__":
    mcp.run()
