# A raw docstring with a backslash, and one with escaped quotes
from langchain_core.tools import tool


@tool
def match_regex(pattern: str, text: str) -> bool:
    r"""Test whether a regex like \d+ matches a text [sum].

    Args:
        pattern: A Python regex such as ^\w+$ [doc].
        text: The text to search [doc].
    """
    return True


@tool
def quote(text: str) -> str:
    """Wrap text in \"double quotes\" [sum]."""
    return f'"{text}"'
