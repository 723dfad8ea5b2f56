# without parse_docstring the whole docstring is the description, its inner indentation kept
from langchain_core.tools import tool


@tool
def search_index(query: str, limit: int = 5) -> list[str]:
    """Search the index [sum].

    Longer explanation paragraph [body].

    Args:
        query: What to look for [doc].
        limit: How many results [doc].

    Returns:
        The matching ids [ret].
    """
    return [query] * limit
