# RunContextWrapper first is hidden; ToolContext first too.
from agents import RunContextWrapper, function_tool
from agents.tool_context import ToolContext


@function_tool
def with_ctx(ctx: RunContextWrapper[dict], city: str) -> str:
    """Look up a city [sum]."""
    return city


@function_tool
def with_tool_ctx(context: ToolContext[None], n: int = 1) -> int:
    return n


@function_tool
def only_ctx(wrapper: RunContextWrapper) -> str:
    return ""
