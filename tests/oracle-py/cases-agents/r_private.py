# A parameter starting with an underscore: pydantic refuses the field.
from agents import function_tool


@function_tool
def hidden(_secret: int) -> int:
    return 0
