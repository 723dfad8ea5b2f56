# Case: a discriminated union as a model field and as list items, with an Enum-free Literal tag and a default member.
from typing import Annotated, Literal, Union

from pydantic import BaseModel, Field


from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_discriminated_nested")


class Circle(BaseModel):
    type: Literal["circle"] = "circle"
    radius: float


class Rect(BaseModel):
    type: Literal["rect"] = "rect"
    w: float
    h: float


Shape = Annotated[Union[Circle, Rect], Field(discriminator="type")]


class Canvas(BaseModel):
    background: Shape
    shapes: list[Shape] = []


@mcp.tool()
def draw(canvas: Canvas) -> int:
    """A discriminated union inside a model [sum]."""
    return len(canvas.shapes)


if __name__ == "__main__":
    mcp.run()
