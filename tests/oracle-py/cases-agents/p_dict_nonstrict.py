# dict parameters with strict_mode=False: maps.
from typing import Any

from agents import function_tool


@function_tool(strict_mode=False)
def store(data: dict[str, Any], counts: dict[str, int], raw: dict = {}) -> str:
    return ""
