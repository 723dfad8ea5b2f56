# keyword-only parameters after a bare star
from langchain_core.tools import tool


@tool
def search_products(query: str, *, category: str | None = None, in_stock: bool = True, limit: int = 20) -> list[str]:
    """Search the product catalogue [sum]."""
    return []
