# Strict mode on a model with optional and defaulted fields, nested twice
from pydantic import BaseModel

from agents import function_tool


class Geo(BaseModel):
    lat: float
    lon: float
    label: str | None = None


class Venue(BaseModel):
    name: str
    geo: Geo
    capacity: int = 100


@function_tool
def register_venue(venue: Venue, public: bool = True) -> str:
    """Register a venue [sum]."""
    return "v1"
