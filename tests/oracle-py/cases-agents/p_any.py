# typing.Any parameters.
from typing import Any

from agents import function_tool


@function_tool
def f(a: Any, b: Any = None) -> str:
    return ""


@function_tool(strict_mode=False)
def g(a: Any, b: Any = None) -> str:
    return ""
