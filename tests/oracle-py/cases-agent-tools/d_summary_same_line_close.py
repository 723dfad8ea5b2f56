# A docstring opening on the second line and closing on the summary's line
from langchain_core.tools import tool


@tool
def shorten_url(url: str) -> str:
    """
    Shorten a long URL with the link service [sum]."""
    return url


@tool
def expand_url(code: str) -> str:
    """Expand a short link code [sum].
    """
    return code
