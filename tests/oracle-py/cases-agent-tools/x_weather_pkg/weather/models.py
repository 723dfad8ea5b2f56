from enum import Enum

from pydantic import BaseModel, Field


class Units(str, Enum):
    METRIC = "metric"
    IMPERIAL = "imperial"


class Location(BaseModel):
    """A place on earth [model]."""

    city: str = Field(description="City name [mf]")
    country: str | None = None
