# Case: `Field(...)` kept in module constants and used as parameter defaults, one of them twice.
from typing import Optional

from pydantic import Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_field_constant_default")

QUERY_FIELD = Field(..., description="What to find [field]")
LIMIT_FIELD = Field(10, description="How many [field]", ge=1)
FILTER_FIELD = Field(None, description="Optional pattern [field]")


@mcp.tool()
def find(query: str = QUERY_FIELD, limit: int = LIMIT_FIELD, pattern: Optional[str] = FILTER_FIELD) -> str:
    """Field constants as defaults [sum]."""
    return query


@mcp.tool()
def count(limit: int = LIMIT_FIELD) -> int:
    """The same Field constant again [sum]."""
    return limit


if __name__ == "__main__":
    mcp.run()
