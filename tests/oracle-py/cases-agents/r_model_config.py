# A parameter named model_config.
from agents import function_tool


@function_tool
def configured(model_config: int) -> int:
    return 0
