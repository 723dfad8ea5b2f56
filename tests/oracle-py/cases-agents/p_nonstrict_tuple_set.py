# tuple and set parameters under strict_mode=False
from agents import function_tool


@function_tool(strict_mode=False)
def bbox(corner: tuple[float, float], size: tuple[float, float] = (1.0, 1.0), tags: set[str] = set()) -> str:
    """Describe a bounding box [sum]."""
    return ""
