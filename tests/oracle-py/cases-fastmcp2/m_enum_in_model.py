# Case: an Enum and a Literal inside a model; an enum default inside the model.
from enum import Enum
from typing import Literal

from pydantic import BaseModel

from fastmcp import FastMCP

mcp = FastMCP("m_enum_in_model")


class Unit(str, Enum):
    """Temperature unit [model]."""

    C = "celsius"
    F = "fahrenheit"


class Reading(BaseModel):
    value: float
    unit: Unit = Unit.C
    source: Literal["sensor", "manual"] = "sensor"


@mcp.tool()
def record(reading: Reading, unit: Unit) -> str:
    """Enum inside a model and as a parameter [sum]."""
    return "ok"


if __name__ == "__main__":
    mcp.run()
