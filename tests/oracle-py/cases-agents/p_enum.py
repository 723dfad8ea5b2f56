# str and int Enums as parameters: $defs and $ref.
from enum import Enum, IntEnum

from agents import function_tool


class Color(str, Enum):
    """A colour [model]."""

    RED = "red"
    GREEN = "green"


class Level(IntEnum):
    LOW = 1
    HIGH = 2


@function_tool
def paint(color: Color, level: Level) -> str:
    return ""


@function_tool(strict_mode=False)
def paint_loose(color: Color, level: Level = Level.LOW) -> str:
    return ""
