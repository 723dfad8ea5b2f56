# Case: `x: T = Field(...)` defaults: positional default, default=, default_factory, required (...).
from pydantic import Field

from fastmcp import FastMCP

mcp = FastMCP("d_field_default")


@mcp.tool()
def positional_default(count: int = Field(5, description="How many [field]", gt=0)) -> int:
    """Field with a positional default [sum]."""
    return count


@mcp.tool()
def keyword_default(name: str = Field(default="anon", description="Who [field]")) -> str:
    """Field with default= [sum]."""
    return name


@mcp.tool()
def factory_default(tags: list[str] = Field(default_factory=list, description="Tags [field]")) -> int:
    """Field with default_factory [sum]."""
    return len(tags)


@mcp.tool()
def required_field(query: str = Field(..., description="Required query [field]"), page: int = 1) -> str:
    """Field(...) is required [sum]."""
    return query


@mcp.tool()
def field_without_description(x: int = Field(3)) -> int:
    """Field with only a default [sum]."""
    return x


if __name__ == "__main__":
    mcp.run()
