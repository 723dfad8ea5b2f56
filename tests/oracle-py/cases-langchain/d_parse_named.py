# A name and parse_docstring=True together
from langchain_core.tools import tool


@tool("kb-search", parse_docstring=True)
def search_knowledge_base(query: str, top_k: int = 3) -> list[str]:
    """Search the knowledge base [sum].

    Args:
        query: Search text [doc].
        top_k: Passages to return [doc].
    """
    return []
