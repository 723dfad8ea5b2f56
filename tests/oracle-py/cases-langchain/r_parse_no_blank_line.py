# parse_docstring=True on a docstring whose Args follows the summary without a blank line
from langchain_core.tools import tool


@tool(parse_docstring=True)
def lookup(term: str) -> str:
    """Look a term up [sum].
    Args:
        term: The term [doc].
    """
    return term
