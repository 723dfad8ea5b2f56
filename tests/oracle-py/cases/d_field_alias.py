# Case: Field(alias=...), validation_alias and serialization_alias on parameters.
from typing import Annotated

from pydantic import Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("d_field_alias")


@mcp.tool()
def aliased(user_id: int = Field(alias="userId", description="The user [field]")) -> int:
    """Field alias [sum]."""
    return user_id


@mcp.tool()
def annotated_alias(page_size: Annotated[int, Field(alias="pageSize")] = 10) -> int:
    """Annotated Field alias with a default [sum]."""
    return page_size


@mcp.tool()
def other_aliases(
    a: int = Field(validation_alias="aIn"),
    b: int = Field(1, serialization_alias="bOut"),
) -> int:
    """validation_alias and serialization_alias [sum]."""
    return a + b


if __name__ == "__main__":
    mcp.run()
