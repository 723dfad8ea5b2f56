# Case: Enum members from auto(): an IntEnum counting from 1, a StrEnum using lower-cased names, a plain Enum.
from enum import Enum, IntEnum, StrEnum, auto

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_enum_auto")


class Stage(IntEnum):
    DRAFT = auto()
    REVIEW = auto()
    DONE = auto()


class Mode(StrEnum):
    FAST = auto()
    THOROUGH = auto()


class Shape(Enum):
    CIRCLE = auto()
    SQUARE = auto()


@mcp.tool()
def advance(stage: Stage, mode: Mode = Mode.FAST) -> int:
    """auto() in an IntEnum and a StrEnum [sum]."""
    return int(stage)


@mcp.tool()
def draw(shape: Shape = Shape.SQUARE) -> str:
    """auto() in a plain Enum [sum]."""
    return shape.name


if __name__ == "__main__":
    mcp.run()
