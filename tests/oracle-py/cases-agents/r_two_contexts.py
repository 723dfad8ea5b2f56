# A RunContextWrapper first and a ToolContext second
from agents import RunContextWrapper, function_tool
from agents.tool_context import ToolContext


@function_tool
def both(ctx: RunContextWrapper, tctx: ToolContext, q: str) -> str:
    """Use both contexts [sum]."""
    return q
