# Several tools in one module, in definition order, with a plain function between them.
from agents import function_tool


@function_tool
def zeta(a: int) -> int:
    return a


def helper() -> None:
    pass


@function_tool
def alpha(b: str) -> str:
    return b


@function_tool
def mid(c: bool = True) -> bool:
    return c
