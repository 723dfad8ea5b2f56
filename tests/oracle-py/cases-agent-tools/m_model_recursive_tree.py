# A recursive model: a folder tree
from __future__ import annotations

from pydantic import BaseModel

from langchain_core.tools import tool


class Folder(BaseModel):
    name: str
    children: list[Folder] = []


@tool
def create_tree(root: Folder) -> int:
    """Create a folder tree [sum]."""
    return 1
