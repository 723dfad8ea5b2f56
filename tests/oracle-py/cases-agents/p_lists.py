# Lists, sets, tuples of scalars.
from agents import function_tool


@function_tool
def collect(names: list[str], ids: set[int], pair: tuple[int, str], many: tuple[float, ...], tags: list[str] = []) -> str:
    return ""


@function_tool(strict_mode=False)
def collect_loose(names: list[str], ids: set[int], tags: list[str] = []) -> str:
    return ""
