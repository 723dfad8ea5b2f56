# unannotated parameters
from langchain_core.tools import tool


@tool
def loose(a, b=5, c=None, d="x") -> str:
    """Untyped parameters [sum]."""
    return str(a)
