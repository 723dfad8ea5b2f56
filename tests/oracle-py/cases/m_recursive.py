# Case: a recursive model as a parameter and as a return type.
from __future__ import annotations

from typing import Optional

from pydantic import BaseModel

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_recursive")


class Tree(BaseModel):
    """A tree node [model]."""

    value: int
    children: list[Tree] = []


class Linked(BaseModel):
    label: str
    next: Optional[Linked] = None


@mcp.tool()
def depth(tree: Tree) -> int:
    """Recursive parameter [sum]."""
    return 1


@mcp.tool()
def chain(head: Linked) -> Tree:
    """Recursive parameter and return [sum]."""
    return Tree(value=0)


if __name__ == "__main__":
    mcp.run()
