# A bare dict under strict mode: UserError.
from agents import function_tool


@function_tool
def store(data: dict) -> str:
    return ""
