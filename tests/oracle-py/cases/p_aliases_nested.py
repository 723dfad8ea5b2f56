# Case: module-level aliases used inside containers and unions: list[Port], dict[str, Tag], Optional[Port].
from typing import Annotated, Optional

from pydantic import Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_aliases_nested")

Port = Annotated[int, Field(ge=1, le=65535)]
Tag = Annotated[str, Field(min_length=1, max_length=20)]
Ids = list[int]


@mcp.tool()
def expose(ports: list[Port], labels: dict[str, Tag], admin: Optional[Port] = None, ids: Ids = []) -> int:
    """Aliases inside other types [sum]."""
    return len(ports)


if __name__ == "__main__":
    mcp.run()
