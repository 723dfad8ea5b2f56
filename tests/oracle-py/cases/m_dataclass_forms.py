# Case: @dataclass() with parentheses, frozen=True, a pydantic dataclass with a docstring, nesting and a list of dataclasses.
from dataclasses import dataclass

import pydantic
from pydantic.dataclasses import dataclass as pydantic_dataclass

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_dataclass_forms")


@dataclass()
class Point:
    x: float
    y: float = 0.0


@dataclass(frozen=True)
class Segment:
    """A segment [model]."""

    start: Point
    end: Point


@pydantic_dataclass
class Style:
    """A style [model]."""

    width: int = pydantic.Field(1, gt=0, description="Line width [mf]")


@pydantic.dataclasses.dataclass
class Plain:
    flag: bool = True


@mcp.tool()
def draw(segments: list[Segment], style: Style, plain: Plain) -> int:
    """Dataclass forms [sum]."""
    return len(segments)


if __name__ == "__main__":
    mcp.run()
