# several tools: listed in the order they are bound
from langchain_core.tools import tool


@tool
def zeta(x: int) -> int:
    """Zeta [sum]."""
    return x


@tool
def alpha(x: int) -> int:
    """Alpha [sum]."""
    return x


def helper() -> int:
    return 1


@tool
def mid(x: int) -> int:
    """Mid [sum]."""
    return x
