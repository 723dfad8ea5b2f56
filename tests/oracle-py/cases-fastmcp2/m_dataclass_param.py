# Case: dataclass parameters with defaults, default_factory and a pydantic dataclass.
from dataclasses import dataclass, field

import pydantic.dataclasses
from pydantic import Field

from fastmcp import FastMCP

mcp = FastMCP("m_dataclass_param")


@dataclass
class Range:
    """A numeric range [model]."""

    low: int
    high: int = 10
    labels: list[str] = field(default_factory=list)


@pydantic.dataclasses.dataclass
class Window:
    width: int = Field(description="Width in pixels [mf]", gt=0)
    title: str = "untitled"


@mcp.tool()
def clamp(value: int, bounds: Range) -> int:
    """A stdlib dataclass parameter [sum]."""
    return value


@mcp.tool()
def open_window(window: Window) -> str:
    """A pydantic dataclass parameter [sum]."""
    return window.title


if __name__ == "__main__":
    mcp.run()
