# A function name that shadows a builtin and a name with digits
from langchain_core.tools import tool


@tool
def open(path: str) -> str:
    """Open a document by path [sum]."""
    return path


@tool
def get_v2_stats(day: str) -> dict:
    """Get daily statistics from the v2 API [sum]."""
    return {}
