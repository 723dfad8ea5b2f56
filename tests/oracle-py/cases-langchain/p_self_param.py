# a module-level function whose first parameter is named self keeps it
from langchain_core.tools import tool


@tool
def describe(self: str, depth: int = 1) -> str:
    """Describe something [sum]."""
    return self
