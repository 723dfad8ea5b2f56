# parse_docstring=True, error_on_invalid_docstring=False: other styles give no parameter text
from langchain_core.tools import tool


@tool(parse_docstring=True, error_on_invalid_docstring=False)
def numpy_style(x: int, y: int = 0) -> int:
    """Add numbers [sum].

    Parameters
    ----------
    x : int
        First number [doc].
    y : int
        Second number [doc].
    """
    return x + y


@tool(parse_docstring=True, error_on_invalid_docstring=False)
def summary_only(x: int) -> int:
    """Just a summary [sum]."""
    return x
