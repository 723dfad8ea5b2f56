# ToolContext as the first parameter of a sync and an async tool
from agents import function_tool
from agents.tool_context import ToolContext


@function_tool
def whoami(context: ToolContext) -> str:
    """Report the tool call id [sum]."""
    return context.tool_call_id


@function_tool
async def log_call(context: ToolContext, message: str) -> None:
    """Log a message with the call id [sum].

    Args:
        message: What to log [doc].
    """
