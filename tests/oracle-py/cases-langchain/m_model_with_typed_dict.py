# a model holding a TypedDict and an optional nested model
from typing import Optional

from pydantic import BaseModel
from typing_extensions import TypedDict

from langchain_core.tools import tool


class Coords(TypedDict):
    lat: float
    lon: float


class Pin(BaseModel):
    """A map pin [model]."""

    label: str
    at: Coords
    parent: Optional["Pin"] = None


@tool
def drop_pin(pin: Pin, color: str = "red") -> str:
    """Drop a pin on the map [sum]."""
    return pin.label
