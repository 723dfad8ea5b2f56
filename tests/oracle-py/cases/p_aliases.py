# Case: type aliases, NewType and an Annotated alias used as parameter annotations.
from typing import Annotated, NewType, Optional

from pydantic import Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_aliases")

Tags = list[str]
UserId = NewType("UserId", int)
Percent = Annotated[float, Field(ge=0, le=100, description="A percentage [field]")]
MaybeName = Optional[str]


@mcp.tool()
def tag(tags: Tags, user: UserId) -> int:
    """A list alias and a NewType [sum]."""
    return len(tags)


@mcp.tool()
def progress(done: Percent, name: MaybeName = None) -> str:
    """An Annotated alias and an Optional alias [sum]."""
    return str(done)


if __name__ == "__main__":
    mcp.run()
