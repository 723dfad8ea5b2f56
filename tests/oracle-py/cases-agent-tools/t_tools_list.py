# Tools collected into a list after they are made
from langchain_core.tools import tool


@tool
def add(a: float, b: float) -> float:
    """Add two numbers [sum]."""
    return a + b


@tool
def multiply(a: float, b: float) -> float:
    """Multiply two numbers [sum]."""
    return a * b


TOOLS = [add, multiply]
