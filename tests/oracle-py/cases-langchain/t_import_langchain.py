# the decorator re-exported by langchain: from langchain.tools import tool
from langchain.tools import tool


@tool
def get_weather(city: str) -> str:
    """Get the weather for a city [sum]."""
    return f"sunny in {city}"
