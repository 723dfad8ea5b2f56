# A weather lookup: str, float and bool parameters with defaults, a Literal of units
from typing import Literal

from langchain_core.tools import tool


@tool
def get_weather(city: str, units: Literal["metric", "imperial"] = "metric", include_wind: bool = False) -> str:
    """Get the current weather for a city [sum]."""
    return f"{city}: 21 degrees"


@tool
def get_forecast(latitude: float, longitude: float, days: int = 3) -> list[dict]:
    """Get a multi-day forecast for a coordinate [sum].

    The forecast comes from the nearest station [body].
    """
    return []
