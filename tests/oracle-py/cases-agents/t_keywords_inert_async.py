# Keywords that do not change the schema on an async function: timeout, failure_error_function, needs_approval, is_enabled.
from agents import function_tool


@function_tool(failure_error_function=None, timeout=5.0, needs_approval=True, is_enabled=True)
async def f(a: int) -> int:
    """Summary [sum]."""
    return a
