# @tool without parentheses: the function name and the whole docstring
from langchain_core.tools import tool


@tool
def search_notes(query: str, limit: int = 10) -> list[str]:
    """Search the notes for a query [sum]."""
    return [query] * limit


@tool
def word_count(text: str) -> int:
    """Count the words of a text [sum].

    Whitespace separates words [body].
    """
    return len(text.split())
