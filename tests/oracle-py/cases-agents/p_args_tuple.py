# *args annotated with a tuple of any length: a list of arrays; a plain variadic tuple parameter.
from agents import function_tool


@function_tool(strict_mode=False)
def f(*rows: tuple[int, ...]) -> int:
    return 0


@function_tool
def g(values: tuple[str, ...], anything: tuple = ()) -> int:
    return 0
