# Defaults with strict_mode=False: required only without default, defaults kept.
from agents import function_tool


@function_tool(strict_mode=False)
def search(query: str, limit: int = 10, exact: bool = False, lang: str = "en", scale: float = 1.5) -> list[str]:
    """Search the index [sum]."""
    return []
