# Google entries for *args and **kwargs written with their stars (non-strict).
from agents import function_tool


@function_tool(strict_mode=False)
def f(x: int, *rest: int, **extra: str) -> int:
    """Summary [sum].

    Args:
        x: X value [doc].
        *rest: The rest [doc].
        **extra: Extra values [doc].
    """
    return x
