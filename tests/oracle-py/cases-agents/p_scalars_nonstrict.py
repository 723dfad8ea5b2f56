# The same scalar parameters with strict_mode=False.
from agents import function_tool


@function_tool(strict_mode=False)
def scalars(text: str, count: int, ratio: float, flag: bool) -> str:
    return text
