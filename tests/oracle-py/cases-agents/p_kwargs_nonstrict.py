# **kwargs with strict_mode=False: a nested free-form object and additionalProperties false at the root.
from agents import function_tool


@function_tool(strict_mode=False)
def tag(name: str, **labels: str) -> str:
    return name
