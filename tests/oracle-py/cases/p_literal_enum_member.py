# Case: Literal naming Enum members, and a union of an Enum with a Literal.
from enum import Enum
from typing import Literal

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_literal_enum_member")


class Color(str, Enum):
    RED = "red"
    GREEN = "green"
    BLUE = "blue"


class Level(int, Enum):
    LOW = 1
    HIGH = 2


@mcp.tool()
def warm(color: Literal[Color.RED, Color.GREEN], level: Literal[Level.HIGH] = Level.HIGH) -> str:
    """Literal of enum members [sum]."""
    return color.value


@mcp.tool()
def any_color(color: Color | Literal["none"] = "none") -> str:
    """An Enum or a Literal [sum]."""
    return str(color)


if __name__ == "__main__":
    mcp.run()
