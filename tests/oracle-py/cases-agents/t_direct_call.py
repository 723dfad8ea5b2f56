# function_tool called on a function directly, with and without keywords.
from agents import function_tool


def area(width: float, height: float) -> float:
    """Compute an area [sum]."""
    return width * height


def volume(side: float) -> float:
    return side ** 3


area_tool = function_tool(area)
volume_tool = function_tool(volume, name_override="cube_volume", strict_mode=False)
