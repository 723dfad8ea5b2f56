# A good tool then a dict tool: the module stops at the second, so nothing is bound.
from agents import function_tool


@function_tool
def good(a: int) -> int:
    return a


@function_tool
def bad(m: dict[str, int]) -> int:
    return 0
