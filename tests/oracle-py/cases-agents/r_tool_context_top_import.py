# ToolContext imported from the package top, which does not export it
from agents import ToolContext, function_tool


@function_tool
def call_id(context: ToolContext, note: str) -> str:
    """Report the tool call id [sum]."""
    return context.tool_call_id
