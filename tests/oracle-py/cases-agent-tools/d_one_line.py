# One-line docstrings, with and without a final period
from langchain_core.tools import tool


@tool
def count_words(text: str) -> int:
    """Count the words in a text [sum]"""
    return len(text.split())


@tool
def reverse(text: str) -> str:
    """Reverse a string [sum]."""
    return text[::-1]
