# Defaults under strict mode: every property required, non-None defaults kept.
from agents import function_tool


@function_tool
def search(query: str, limit: int = 10, exact: bool = False, lang: str = "en", scale: float = 1.5) -> list[str]:
    """Search the index [sum]."""
    return []
