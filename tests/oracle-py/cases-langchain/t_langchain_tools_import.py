# from langchain.tools import tool with keywords
from langchain.tools import tool


@tool("calculator", description="Evaluate a math expression [dec]")
def calc(expression: str) -> float:
    return 0.0


@tool
def unit_convert(value: float, from_unit: str, to_unit: str) -> float:
    """Convert between units [sum]."""
    return value
