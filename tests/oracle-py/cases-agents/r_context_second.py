# A RunContextWrapper that is not the first parameter: UserError.
from agents import RunContextWrapper, function_tool


@function_tool
def late(city: str, ctx: RunContextWrapper[None]) -> str:
    return city
