# Case: derived models, dataclasses and TypedDicts: inherited fields, overridden fields, inherited model_config.
from dataclasses import dataclass, field

from pydantic import BaseModel, ConfigDict, Field
from typing_extensions import TypedDict

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_inherit_override")


class Base(BaseModel):
    """The base [model]."""

    model_config = ConfigDict(extra="forbid")

    id: int
    name: str = "base"
    note: str = Field("", description="A note [mf]")


class Child(Base):
    model_config = ConfigDict(title="Child [title]")

    name: str = "child"
    age: int = 0


class Grandchild(Child):
    """The grandchild [model]."""

    id: str
    level: int = 2


@dataclass
class Point:
    x: int
    y: int = 0


@dataclass
class Point3(Point):
    z: int = 0
    x: int = 5
    tags: list[str] = field(default_factory=list)


class Head(TypedDict):
    a: int


class Tail(Head, total=False):
    b: str


@mcp.tool()
def models(child: Child, grandchild: Grandchild) -> Grandchild:
    """Derived models [sum]."""
    return grandchild


@mcp.tool()
def others(point: Point3, tail: Tail) -> str:
    """Derived dataclass and TypedDict [sum]."""
    return "ok"


if __name__ == "__main__":
    mcp.run()
