# Case: a dataclass holding a model, an enum and an Annotated field; a model holding a dataclass.
from dataclasses import dataclass, field
from enum import Enum
from typing import Annotated

from pydantic import BaseModel, Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_dataclass_mixed")


class Unit(str, Enum):
    CM = "cm"
    IN = "in"


class Owner(BaseModel):
    name: str


@dataclass
class Size:
    value: Annotated[float, Field(gt=0, description="The size [mf]")]
    unit: Unit = Unit.CM
    owner: Owner | None = None
    history: dict[str, float] = field(default_factory=dict)


class Parcel(BaseModel):
    """A parcel [model]."""

    size: Size
    fragile: bool = False


@mcp.tool()
def send(parcel: Parcel, extra: Size | None = None) -> str:
    """A dataclass inside a model [sum]."""
    return "ok"


if __name__ == "__main__":
    mcp.run()
