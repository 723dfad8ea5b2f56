# Defaults that are literal expressions: a negative float, a tuple, a string concatenation
from langchain_core.tools import tool


@tool
def adjust(delta: float = -1.5, axis: tuple[int, int] = (0, 1), label: str = "x" "y") -> str:
    """Adjust a chart axis [sum]."""
    return label
