# function_tool imported under another name, and from agents.tool.
from agents import function_tool as ft
from agents.tool import function_tool


@ft
def one(a: int) -> int:
    return a


@function_tool(name_override="second")
def two(b: int) -> int:
    return b
