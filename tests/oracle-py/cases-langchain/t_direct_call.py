# tool(fn) called directly, and tool("name")(fn)
from langchain_core.tools import tool


def add(a: int, b: int) -> int:
    """Add two numbers [sum]."""
    return a + b


def multiply(a: float, b: float) -> float:
    """Multiply two numbers [sum]."""
    return a * b


add_tool = tool(add)
multiply_tool = tool("times")(multiply)
