# Literal of ints and bools, and a tuple parameter
from typing import Literal

from langchain_core.tools import tool


@tool
def roll_dice(sides: Literal[4, 6, 8, 20] = 6, count: int = 1, exploding: Literal[True, False] = False, modifiers: tuple[int, int] = (0, 0)) -> list[int]:
    """Roll dice [sum]."""
    return []
