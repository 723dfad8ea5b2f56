# Unions of scalars, strict and non-strict.
from typing import Union

from agents import function_tool


@function_tool
def pick(a: int | str, b: Union[int, float, None] = None, c: Union[str, bool] = True) -> str:
    return ""


@function_tool(strict_mode=False)
def pick_loose(a: int | str, b: Union[int, float, None] = None, c: Union[str, bool] = True) -> str:
    return ""
