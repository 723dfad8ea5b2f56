# Case: parameter aliases: Annotated alias, alias with validation_alias, alias with title, alias on an optional.
from typing import Annotated, Optional

from pydantic import Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("d_param_alias_forms")


@mcp.tool()
def forms(
    page_size: Annotated[int, Field(alias="pageSize", description="Page size [field-ann]")],
    sort_by: str = Field("name", alias="sortBy", validation_alias="sort"),
    max_rows: int = Field(5, alias="maxRows", title="Max [title]"),
    cursor_id: Optional[str] = Field(None, alias="cursorId"),
) -> int:
    """Parameter aliases [sum]."""
    return page_size


if __name__ == "__main__":
    mcp.run()
