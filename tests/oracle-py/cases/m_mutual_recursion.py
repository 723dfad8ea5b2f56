# Case: two models referring to each other (a folder holding files holding a parent folder).
from __future__ import annotations

from typing import Optional

from pydantic import BaseModel

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_mutual_recursion")


class Folder(BaseModel):
    name: str
    files: list[File] = []


class File(BaseModel):
    name: str
    parent: Optional[Folder] = None


@mcp.tool()
def sync(root: Folder) -> int:
    """Mutually recursive models [sum]."""
    return 0


@mcp.tool()
def ping() -> str:
    """A tool beside them [sum]."""
    return "pong"


if __name__ == "__main__":
    mcp.run()
