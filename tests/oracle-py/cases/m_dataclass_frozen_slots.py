# Case: dataclass(frozen=True, slots=True) and dataclass(order=True) parameters with tuple and Optional fields.
from dataclasses import dataclass
from typing import Optional

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_dataclass_frozen_slots")


@dataclass(frozen=True, slots=True)
class Span:
    start: int
    end: int


@dataclass(order=True)
class Version:
    major: int
    minor: int = 0
    tag: Optional[str] = None


@mcp.tool()
def annotate(span: Span, version: Version, bounds: tuple[int, int] = (0, 0)) -> int:
    """Frozen, slotted and ordered dataclasses [sum]."""
    return span.end - span.start


if __name__ == "__main__":
    mcp.run()
