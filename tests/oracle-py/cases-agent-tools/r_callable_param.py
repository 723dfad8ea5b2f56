# A Callable parameter
from typing import Callable

from langchain_core.tools import tool


@tool
def apply(values: list[int], fn: Callable[[int], int]) -> list[int]:
    """Apply a function to values [sum]."""
    return values
