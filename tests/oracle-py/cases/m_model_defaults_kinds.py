# Case: model field defaults of every kind: an enum member, a nested model instance, a tuple, None, a date and default_factory.
from datetime import date
from enum import Enum

from pydantic import BaseModel, Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_model_defaults_kinds")


class Unit(str, Enum):
    C = "celsius"
    F = "fahrenheit"


class Range(BaseModel):
    low: int = 0
    high: int = 10


class Settings(BaseModel):
    unit: Unit = Unit.C
    range: Range = Range()
    origin: tuple[int, int] = (0, 0)
    note: str | None = None
    since: date = date(2020, 1, 1)
    history: list[int] = Field(default_factory=list)


@mcp.tool()
def configure(settings: Settings) -> str:
    """Model defaults [sum]."""
    return settings.unit.value


if __name__ == "__main__":
    mcp.run()
