# StructuredTool.from_function with a name and description
from langchain_core.tools import StructuredTool, tool


def multiply(a: int, b: int) -> int:
    """Multiply two numbers [sum]."""
    return a * b


multiply_tool = StructuredTool.from_function(func=multiply, name="times", description="Multiply [dec]")


@tool
def divide(a: float, b: float) -> float:
    """Divide a by b [sum]."""
    return a / b
