# A recursive model: $defs plus a self-$ref.
from pydantic import BaseModel

from agents import function_tool


class Tree(BaseModel):
    value: int
    children: list["Tree"] = []


@function_tool
def walk(tree: Tree) -> int:
    return 0


@function_tool(strict_mode=False)
def walk_loose(tree: Tree) -> int:
    return 0
