# the module stops at the first refused tool: the ones after it are never made
from langchain_core.tools import tool


@tool
def fine(x: int) -> int:
    """Fine [sum]."""
    return x


@tool(parse_docstring=True)
def broken(x: int) -> int:
    """Broken: no Args section [sum]."""
    return x


@tool
def never(x: int) -> int:
    """Never made [sum]."""
    return x
