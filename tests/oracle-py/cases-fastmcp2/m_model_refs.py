# Case: models and enums reached twice, with a Field description beside the reference; a model returned.
from enum import Enum
from typing import Optional

from pydantic import BaseModel, Field

from fastmcp import FastMCP

mcp = FastMCP("m_model_refs")


class Color(str, Enum):
    """A color [model]."""

    RED = "red"
    BLUE = "blue"


class Point(BaseModel):
    """A point [model]."""

    x: int
    y: int = 0
    color: Color = Color.RED


@mcp.tool
def two_points(a: Point, b: Point = Field(description="The second point [field-def]")) -> Point:
    """Two points [sum]."""
    return a


@mcp.tool
def optional_point(p: Optional[Point] = None, shade: Color = Color.BLUE) -> list[Point]:
    """Optional point and an enum default [sum]."""
    return []


if __name__ == "__main__":
    mcp.run()
