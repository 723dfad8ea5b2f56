# Case: a model with a typing.TypedDict field that no tool uses still fails the module on Python 3.11, when the class is made.
from typing import TypedDict

from pydantic import BaseModel

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("r_typing_typeddict_model_unused")


@mcp.tool()
def plain(x: int) -> int:
    """A tool that uses no model [sum]."""
    return x


class Point(TypedDict):
    x: int


class Shape(BaseModel):
    points: list[Point]


if __name__ == "__main__":
    mcp.run()
