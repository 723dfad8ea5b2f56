# a positional-only parameter adds a v__positional_only property
from langchain_core.tools import tool


@tool
def divide(a: float, b: float, /, precision: int = 2) -> float:
    """Divide a by b [sum]."""
    return round(a / b, precision)


@tool
def kwonly(*, key: str, value: str = "") -> str:
    """Keyword-only parameters [sum]."""
    return key
