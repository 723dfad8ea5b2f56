# Strict mode keeps Field bounds and descriptions from Annotated
from typing import Annotated

from pydantic import Field

from agents import function_tool


@function_tool
def set_temperature(
    room: Annotated[str, Field(description="Room name [field-ann]")],
    celsius: Annotated[float, Field(ge=5, le=30)] = 20.0,
) -> str:
    """Set a room's thermostat [sum]."""
    return room
