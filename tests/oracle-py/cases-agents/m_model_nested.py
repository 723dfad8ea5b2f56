# Models inside models, and a list of models.
from pydantic import BaseModel

from agents import function_tool


class Point(BaseModel):
    x: float
    y: float


class Line(BaseModel):
    start: Point
    end: Point
    label: str | None = None


@function_tool
def draw(lines: list[Line], origin: Point | None = None) -> str:
    return ""
