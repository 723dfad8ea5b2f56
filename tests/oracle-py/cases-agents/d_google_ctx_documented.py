# A documented context parameter is dropped with its parameter
from agents import RunContextWrapper, function_tool


@function_tool
def remember(ctx: RunContextWrapper, fact: str) -> str:
    """Remember a fact about the user [sum].

    Args:
        ctx: Run context [doc].
        fact: The fact [doc].
    """
    return fact
