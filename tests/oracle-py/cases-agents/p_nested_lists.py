# Nested containers: list of lists, list of optionals, optional list.
from typing import Optional

from agents import function_tool


@function_tool
def f(grid: list[list[int]], maybe: list[Optional[str]], opt: Optional[list[int]] = None) -> int:
    return 0
