# Plain scalar parameters under the default strict mode: str, int, float, bool, no docstring.
from agents import function_tool


@function_tool
def scalars(text: str, count: int, ratio: float, flag: bool) -> str:
    return text
