# A good tool, then parse_docstring=True on a docstring naming an unknown argument
from langchain_core.tools import tool


@tool
def good(a: int) -> int:
    """A good tool [sum]."""
    return a


@tool(parse_docstring=True)
def bad(query: str) -> str:
    """Search [sum].

    Args:
        q: Not the parameter name [doc].
    """
    return query
