# Case: Enum classes defined in the module: str mixin, int mixin, IntEnum, StrEnum, plain, mixed.
from enum import Enum, IntEnum, StrEnum

from fastmcp import FastMCP

mcp = FastMCP("p_enums")


class Color(str, Enum):
    """A colour [model]."""

    RED = "red"
    GREEN = "green"


class Priority(IntEnum):
    LOW = 1
    HIGH = 2


class Size(StrEnum):
    SMALL = "s"
    LARGE = "l"


class Plain(Enum):
    ONE = 1
    TWO = "two"


class Level(int, Enum):
    DEBUG = 10
    INFO = 20


@mcp.tool()
def paint(color: Color, priority: Priority = Priority.LOW) -> str:
    """str Enum and IntEnum with a default [sum]."""
    return color.value


@mcp.tool()
def sizes(size: Size = Size.SMALL, level: Level = Level.INFO) -> str:
    """StrEnum and int Enum with defaults [sum]."""
    return size.value


@mcp.tool()
def plain_enum(value: Plain) -> str:
    """A mixed-value plain Enum [sum]."""
    return str(value.value)


@mcp.tool()
def enum_list(colors: list[Color], maybe: Color | None = None) -> int:
    """A list of enums and an optional enum [sum]."""
    return len(colors)


if __name__ == "__main__":
    mcp.run()
