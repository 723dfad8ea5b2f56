# Case: a dataclass deriving from a dataclass, a model deriving from a model, ClassVar and private attributes.
from dataclasses import dataclass
from typing import ClassVar

from pydantic import BaseModel

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_class_inherit")


@dataclass
class Base:
    a: int
    kind: ClassVar[str] = "base"


@dataclass
class Child(Base):
    b: str = "x"


class Parent(BaseModel):
    p: int
    registry: ClassVar[dict[str, int]] = {}
    _cache: dict = {}


class Kid(Parent):
    k: bool = False


@mcp.tool()
def plain(base: Base, parent: Parent) -> str:
    """ClassVar and private attributes are not fields [sum]."""
    return "ok"


@mcp.tool()
def derived(child: Child, kid: Kid) -> str:
    """Derived classes [sum]."""
    return "ok"


if __name__ == "__main__":
    mcp.run()
