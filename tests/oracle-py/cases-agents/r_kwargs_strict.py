# **kwargs under strict mode: UserError while the module loads.
from agents import function_tool


@function_tool
def tag(name: str, **labels: str) -> str:
    return name
