# Strict mode over $refs inside models: an Optional model field, a described enum field, a described list of models.
from enum import Enum
from typing import Optional

from pydantic import BaseModel, Field

from agents import function_tool


class Unit(str, Enum):
    C = "c"
    F = "f"


class Reading(BaseModel):
    """A reading [model]."""

    value: float
    unit: Unit = Field(Unit.C, description="The unit [mf]")


class Station(BaseModel):
    name: str
    last: Optional[Reading] = None
    history: list[Reading] = Field(default_factory=list, description="Past readings [mf]")


@function_tool
def record(station: Station, unit: Unit = Field(description="Display unit [field-def]")) -> str:
    return ""


@function_tool(strict_mode=False)
def record_loose(station: Station, unit: Unit = Field(Unit.F, description="Display unit [field-def]")) -> str:
    return ""
