# Literal parameters: strings, ints, mixed, with defaults.
from typing import Literal

from agents import function_tool


@function_tool
def choose(mode: Literal["fast", "slow"], level: Literal[1, 2, 3] = 2, single: Literal["only"] = "only", mixed: Literal["a", 1] = "a") -> str:
    return mode


@function_tool(strict_mode=False)
def choose_loose(mode: Literal["fast", "slow"], level: Literal[1, 2, 3] = 2) -> str:
    return mode
