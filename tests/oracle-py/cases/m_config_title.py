# Case: model_config title= and json_schema_extra (nested dicts, lists) beside a docstring; returned too.
from pydantic import BaseModel, ConfigDict, Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_config_title")


class Query(BaseModel):
    """A query [model]."""

    model_config = ConfigDict(
        title="Search Query [title]",
        json_schema_extra={"examples": [{"text": "cats", "limit": 3}], "zeta": {"b": 1, "a": 2}, "x-order": 1},
    )

    text: str
    limit: int = Field(10, description="Limit [mf]")


class Empty(BaseModel):
    model_config = ConfigDict(title="Nothing [title]")


@mcp.tool()
def search(query: Query, empty: Empty | None = None) -> Query:
    """Titled models [sum]."""
    return query


if __name__ == "__main__":
    mcp.run()
