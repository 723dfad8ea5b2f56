# A tagged union of models with Field(discriminator=)
from typing import Annotated, Literal, Union

from pydantic import BaseModel, Field

from langchain_core.tools import tool


class Circle(BaseModel):
    kind: Literal["circle"]
    radius: float


class Rect(BaseModel):
    kind: Literal["rect"]
    width: float
    height: float


Shape = Annotated[Union[Circle, Rect], Field(discriminator="kind")]


@tool
def area(shape: Shape) -> float:
    """Compute the area of a shape [sum]."""
    return 0.0
