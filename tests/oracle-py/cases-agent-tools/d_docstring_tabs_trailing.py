# A docstring with trailing spaces and a trailing blank line
from langchain_core.tools import tool


@tool
def trim(text: str) -> str:
    """Trim whitespace from text [sum].   

    Args:
        text: The text [doc].   

    """
    return text.strip()
