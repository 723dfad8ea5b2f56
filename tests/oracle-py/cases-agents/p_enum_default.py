# An Enum parameter with a default: the $ref has a sibling and is inlined under strict mode.
from enum import Enum

from agents import function_tool


class Color(str, Enum):
    RED = "red"
    GREEN = "green"


@function_tool
def paint(color: Color = Color.RED) -> str:
    return ""
