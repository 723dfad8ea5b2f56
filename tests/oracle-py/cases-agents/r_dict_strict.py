# dict[str, Any] under strict mode: UserError while the module loads.
from typing import Any

from agents import function_tool


@function_tool
def store(data: dict[str, Any]) -> str:
    return ""
