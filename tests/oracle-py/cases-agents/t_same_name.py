# Two tools of one name: both objects exist.
from agents import function_tool


@function_tool(name_override="dup")
def a(x: int) -> int:
    return x


@function_tool(name_override="dup2")
def b(y: str) -> str:
    return y
