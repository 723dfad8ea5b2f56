# A Google-style docstring: summary and body are the description, Args the parameter descriptions.
from agents import function_tool


@function_tool
def search(query: str, limit: int = 5) -> list[str]:
    """Search the index [sum].

    Longer explanation paragraph [body].

    Args:
        query: What to look for [doc].
        limit: How many results [doc].

    Returns:
        The hits [ret].

    Raises:
        ValueError: When the query is empty [raises].
    """
    return []
