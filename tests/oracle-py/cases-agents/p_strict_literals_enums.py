# Strict mode with Literal, Enum and lists of them
from enum import Enum
from typing import Literal

from agents import function_tool


class Color(Enum):
    RED = "red"
    GREEN = "green"


@function_tool
def paint(color: Color, finish: Literal["matte", "gloss"] = "matte", extra: list[Color] = []) -> str:
    """Paint a wall [sum]."""
    return "ok"
