# A ToolContext first under an alias import, and an unannotated first parameter.
from agents import function_tool
from agents import tool_context


@function_tool
def f(ctx: tool_context.ToolContext, a: int) -> int:
    return a


@function_tool
def g(ctx, a: int) -> int:
    return a
