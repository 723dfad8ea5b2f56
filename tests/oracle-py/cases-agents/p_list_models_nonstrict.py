# A list of models and an optional model, non-strict.
from pydantic import BaseModel

from agents import function_tool


class Point(BaseModel):
    x: float
    y: float = 0.0


@function_tool(strict_mode=False)
def draw(points: list[Point], origin: Point | None = None) -> str:
    return ""
