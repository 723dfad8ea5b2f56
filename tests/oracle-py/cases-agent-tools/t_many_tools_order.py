# Five tools in one module, listed in the order they are bound
from langchain_core.tools import tool


@tool
def zeta(a: int) -> int:
    """The last letter [sum]."""
    return a


@tool
def alpha(a: int) -> int:
    """The first letter [sum]."""
    return a


@tool
def mid(a: int) -> int:
    """A middle letter [sum]."""
    return a


@tool
def beta(a: int) -> int:
    """The second letter [sum]."""
    return a


@tool
def omega(a: int) -> int:
    """The Greek end [sum]."""
    return a
