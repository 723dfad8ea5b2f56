# timeout= on a sync function fails at decoration, after a good tool
from agents import function_tool


@function_tool
def ok(a: int) -> int:
    """A good tool [sum]."""
    return a


@function_tool(timeout=10)
def slow(a: int) -> int:
    """A slow sync tool [sum]."""
    return a
