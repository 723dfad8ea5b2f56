# Case: async tools returning a model, a list of models and a dict of lists, as API wrappers do.
from typing import Any

from pydantic import BaseModel, Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("o_async_model")


class Repo(BaseModel):
    """A repository [model]."""

    name: str
    stars: int = Field(0, description="Star count [mf]")
    topics: list[str] = []


@mcp.tool()
async def get_repo(name: str) -> Repo:
    """Fetch one repository [sum]."""
    return Repo(name=name)


@mcp.tool()
async def list_repos(owner: str) -> list[Repo]:
    """List repositories [sum]."""
    return []


@mcp.tool()
async def grouped(owner: str) -> dict[str, list[dict[str, Any]]]:
    """Repositories grouped by language [sum]."""
    return {}


if __name__ == "__main__":
    mcp.run()
