# an enum parameter with a member as default, and an enum inside a model
from enum import Enum

from pydantic import BaseModel
from langchain_core.tools import tool


class Unit(str, Enum):
    """Units of length [model]."""

    CM = "cm"
    INCH = "in"


class Size(BaseModel):
    width: float
    unit: Unit = Unit.CM


@tool
def measure(size: Size, unit: Unit = Unit.INCH) -> float:
    """Measure something [sum]."""
    return size.width
