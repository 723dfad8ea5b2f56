# a recursive model: the recursion is cut to an empty schema
from __future__ import annotations

from pydantic import BaseModel
from langchain_core.tools import tool


class Category(BaseModel):
    """A category tree [model]."""

    name: str
    children: list[Category] = []
    parent: Category | None = None


@tool
def add_category(tree: Category) -> int:
    """Add a category tree [sum]."""
    return 1
