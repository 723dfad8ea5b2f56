# args_schema= a model with a recursive field and a default factory
from __future__ import annotations

from pydantic import BaseModel, Field
from langchain_core.tools import tool


class Node(BaseModel):
    """A tree node [model]."""

    label: str
    children: list[Node] = Field(default_factory=list, description="Sub-nodes [mf]")


class TreeInput(BaseModel):
    root: Node
    max_depth: int = Field(3, ge=1)


@tool(args_schema=TreeInput)
def count_nodes(root: Node, max_depth: int = 3) -> int:
    """Count the nodes of a tree [sum]."""
    return 1
