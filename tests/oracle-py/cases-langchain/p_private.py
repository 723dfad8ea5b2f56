# a parameter with a leading underscore is silently dropped
from langchain_core.tools import tool


@tool
def fetch(url: str, _cache: bool = True, __debug_level: int = 0) -> str:
    """Fetch a url [sum]."""
    return url
