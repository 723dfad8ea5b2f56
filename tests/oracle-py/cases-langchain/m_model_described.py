# a described model parameter keeps its own description over the class docstring
from typing import Annotated

from pydantic import BaseModel, Field
from langchain_core.tools import tool


class Point(BaseModel):
    """A point on the plane [model]."""

    x: float
    y: float


@tool
def distance(a: Annotated[Point, "Start point [ann]"], b: Point = Field(description="End point [field-def]")) -> float:
    """Distance between points [sum]."""
    return 0.0
