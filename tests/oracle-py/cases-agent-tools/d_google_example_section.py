# Google docstring with an Example section after Args
from langchain_core.tools import tool


@tool
def calc(expression: str) -> float:
    """Evaluate an arithmetic expression [sum].

    Args:
        expression: The expression, e.g. "2 * (3 + 4)" [doc].

    Example:
        >>> calc("1 + 1")
        2.0
    """
    return 0.0
