# A fixed tuple under strict mode
from agents import function_tool


@function_tool
def distance(a: tuple[float, float], b: tuple[float, float]) -> float:
    """Distance between two points [sum]."""
    return 0.0
