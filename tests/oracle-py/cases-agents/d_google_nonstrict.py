# A Google-style docstring under strict_mode=False.
from agents import function_tool


@function_tool(strict_mode=False)
def search(query: str, limit: int = 5) -> list[str]:
    """Search the index [sum].

    Args:
        query: What to look for [doc].
        limit: How many results [doc].
    """
    return []
