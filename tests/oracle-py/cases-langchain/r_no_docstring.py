# a function with neither a docstring nor description= is refused when the module loads
from langchain_core.tools import tool


@tool
def documented(x: int) -> int:
    """Documented [sum]."""
    return x


@tool
def undocumented(x: int) -> int:
    return x
