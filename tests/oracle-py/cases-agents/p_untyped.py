# Unannotated parameters are Any: an empty schema with a title.
from agents import function_tool


@function_tool
def loose(a, b=3, c: int = 1):
    return a


@function_tool(strict_mode=False)
def looser(a, b=3):
    return a
