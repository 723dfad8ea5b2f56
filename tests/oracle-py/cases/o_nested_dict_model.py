# Case: returns of models holding dicts of lists of models, and a tuple of variable length.
from pydantic import BaseModel

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("o_nested_dict_model")


class Leaf(BaseModel):
    v: int


class Tree(BaseModel):
    """A two-level index [model]."""

    index: dict[str, list[Leaf]]
    order: tuple[str, ...] = ()


@mcp.tool()
def build() -> Tree:
    """A nested model return [sum]."""
    return Tree(index={})


if __name__ == "__main__":
    mcp.run()
