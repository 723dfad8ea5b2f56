# description= replaces the docstring; with no docstring it is the only description
from langchain_core.tools import tool


@tool(description="Convert a temperature [dec]")
def convert(celsius: float) -> float:
    """Convert Celsius to Fahrenheit [sum]."""
    return celsius * 9 / 5 + 32


@tool(description="Roll a die [dec]")
def roll(sides: int = 6) -> int:
    return sides
