# Case: a long signature of a real search tool: fourteen parameters mixing required, Optional, Literal, lists and defaults.
from typing import Literal, Optional

from pydantic import Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_many_params")


@mcp.tool()
def search_issues(
    repo: str,
    query: str = "",
    state: Literal["open", "closed", "all"] = "open",
    labels: Optional[list[str]] = None,
    assignee: Optional[str] = None,
    author: Optional[str] = None,
    milestone: Optional[int] = None,
    since: Optional[str] = Field(default=None, description="ISO 8601 timestamp [field-def]"),
    sort: Literal["created", "updated", "comments"] = "created",
    direction: Literal["asc", "desc"] = "desc",
    per_page: int = Field(default=30, ge=1, le=100),
    page: int = Field(default=1, ge=1),
    include_body: bool = True,
    fields: list[str] = ["title", "number"],
) -> list[dict]:
    """Search issues in a repository [sum]."""
    return []


if __name__ == "__main__":
    mcp.run()
