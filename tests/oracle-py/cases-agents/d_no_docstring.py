# No docstring: the description is the empty string.
from agents import function_tool


@function_tool
def bare(x: int) -> int:
    return x
