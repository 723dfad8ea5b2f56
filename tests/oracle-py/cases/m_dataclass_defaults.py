# Case: stdlib dataclass fields: field(default=), default_factory, Field(...), Optional, no docstring.
import dataclasses
from dataclasses import dataclass, field
from typing import Optional

from pydantic import Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_dataclass_defaults")


@dataclass
class Plain:
    name: str
    size: int = field(default=3)
    tags: list[str] = field(default_factory=list)
    note: Optional[str] = None


@dataclasses.dataclass
class Described:
    """Described by its docstring [model]."""

    count: int = Field(2, description="How many [mf]", ge=0)
    label: str = Field(default="x", title="Label [title]")


@mcp.tool()
def make(plain: Plain, described: Described | None = None) -> str:
    """Dataclass defaults [sum]."""
    return plain.name


if __name__ == "__main__":
    mcp.run()
