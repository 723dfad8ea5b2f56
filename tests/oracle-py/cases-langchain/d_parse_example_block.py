# parse_docstring=True: an Example block is left out of the description, a named tool keeps its name
from langchain_core.tools import tool


@tool("convert_units", parse_docstring=True)
def convert(value: float, unit: str = "m") -> float:
    """Convert a length [sum].

    Example:
        convert(3, "ft") [body]

    Args:
        value: The length [doc].
        unit: Its unit [doc].
    """
    return value
