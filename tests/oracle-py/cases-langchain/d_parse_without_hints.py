# parse_docstring=True without annotated parameters needs no Args section
from langchain_core.tools import tool


@tool(parse_docstring=True)
def shuffle(seed=0) -> list:
    """Shuffle the deck [sum].

    It uses a seed [body].
    """
    return []


@tool(parse_docstring=True)
def reset():
    """Reset everything [sum]."""
    return None
