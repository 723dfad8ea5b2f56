# A tool without parameters, strict and non-strict.
from agents import function_tool


@function_tool
def ping() -> str:
    """Answer pong [sum]."""
    return "pong"


@function_tool(strict_mode=False)
def ping_loose() -> str:
    return "pong"
