# Case: models referring to models defined later, and to themselves, through string annotations.
from typing import Optional

from pydantic import BaseModel

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_forward_refs")


class Tree(BaseModel):
    """A tree [model]."""

    root: "Node"
    owner: Optional["Owner"] = None


class Node(BaseModel):
    value: int
    children: list["Node"] = []


class Owner(BaseModel):
    name: str


@mcp.tool()
def walk(tree: Tree) -> int:
    """Forward references [sum]."""
    return 0


if __name__ == "__main__":
    mcp.run()
