# name_override names the tool and its schema title.
from agents import function_tool


@function_tool(name_override="lookup_city")
def find(city: str) -> str:
    """Find a city [sum]."""
    return city
