# parse_docstring=True with keyword-only parameters
from langchain_core.tools import tool


@tool(parse_docstring=True)
def search_products(query: str, *, category: str | None = None, limit: int = 20) -> list[str]:
    """Search the catalogue [sum].

    Args:
        query: Search words [doc].
        category: Category slug [doc].
        limit: Page size [doc].
    """
    return []
