# import agents; @agents.function_tool with and without arguments
import agents


@agents.function_tool
def add(a: int, b: int) -> int:
    """Add two integers [sum]."""
    return a + b


@agents.function_tool(name_override="sub")
def subtract(a: int, b: int) -> int:
    """Subtract b from a [sum]."""
    return a - b
