# parse_docstring=True refuses an Args entry naming no parameter
from langchain_core.tools import tool


@tool(parse_docstring=True)
def trim(text: str, limit: int = 80) -> str:
    """Trim a text [sum].

    Args:
        text: The text [doc].
        limt: A misspelt parameter [doc].
    """
    return text[:limit]
