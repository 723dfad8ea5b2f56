# StructuredTool.from_function: a tool made without the decorator
from langchain_core.tools import StructuredTool


def area(width: float, height: float) -> float:
    """Area of a rectangle [sum]."""
    return width * height


area_tool = StructuredTool.from_function(func=area, name="rect_area", description="Rectangle area [dec]")
