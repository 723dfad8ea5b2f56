# A tool made inside a function and one in a list: bound at module level only through the list.
from agents import function_tool


@function_tool
def listed(a: int) -> int:
    return a


def make():
    @function_tool
    def inner(b: int) -> int:
        return b

    return inner


def plain(c: str) -> str:
    return c


tools = [function_tool(plain)]
