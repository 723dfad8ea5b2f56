# A TypedDict with total=False, strict and not.
from typing_extensions import TypedDict

from agents import function_tool


class Opts(TypedDict, total=False):
    depth: int
    name: str


@function_tool
def f(opts: Opts) -> int:
    return 0


@function_tool(strict_mode=False)
def g(opts: Opts) -> int:
    return 0
