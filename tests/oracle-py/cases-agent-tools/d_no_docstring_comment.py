# A tool with a comment but no docstring, next to a documented one
from langchain_core.tools import tool


@tool
def documented(x: int) -> int:
    """Double a number [sum]."""
    return 2 * x


@tool
def undocumented(x: int) -> int:
    # Triple a number
    return 3 * x
