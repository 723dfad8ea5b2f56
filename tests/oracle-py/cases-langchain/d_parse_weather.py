# parse_docstring=True on a realistic tool with Args, Returns and Raises
from typing import Literal

from langchain_core.tools import tool


@tool(parse_docstring=True)
def get_weather(city: str, units: Literal["metric", "imperial"] = "metric") -> str:
    """Get the current weather for a city [sum].

    Uses the nearest station's last report [body].

    Args:
        city: City name, optionally with a country code [doc].
        units: Unit system for temperatures [doc].

    Returns:
        A short text report [ret].

    Raises:
        LookupError: If the city is unknown [raises].
    """
    return "sunny"
