# A documented tool, then one with neither docstring nor description
from langchain_core.tools import tool


@tool
def documented(a: int) -> int:
    """A documented tool [sum]."""
    return a


@tool("nameless_doc")
def undocumented(a: int) -> int:
    return a
