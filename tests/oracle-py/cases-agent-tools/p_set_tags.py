# Tagging: set[str] and frozenset[int] parameters
from langchain_core.tools import tool


@tool
def tag_documents(document_ids: set[int], tags: set[str]) -> int:
    """Tag many documents at once [sum]."""
    return len(document_ids)


@tool
def untag(document_id: int, tags: frozenset[str] = frozenset()) -> bool:
    """Remove tags from a document [sum]."""
    return True
