# the decorator imported under another name
from langchain_core.tools import tool as lc_tool


@lc_tool
def reverse(text: str) -> str:
    """Reverse a text [sum]."""
    return text[::-1]
