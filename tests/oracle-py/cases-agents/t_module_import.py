# `import agents` and `@agents.function_tool`.
import agents


@agents.function_tool
def one(a: int) -> int:
    """One [sum]."""
    return a


@agents.function_tool(strict_mode=False)
def two(b: str = "x") -> str:
    return b
