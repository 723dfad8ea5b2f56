# Literal and Enum parameters; the enum is inlined
from enum import Enum
from typing import Literal

from langchain_core.tools import tool


class Color(str, Enum):
    """A paint colour [model]."""

    RED = "red"
    GREEN = "green"


class Level(int, Enum):
    LOW = 1
    HIGH = 2


@tool
def paint(
    color: Color,
    finish: Literal["matte", "gloss"] = "matte",
    level: Level = Level.LOW,
    sides: Literal[1, 2] = 1,
) -> str:
    """Paint a wall [sum]."""
    return color.value
