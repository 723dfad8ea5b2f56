# Annotated[T, "text"] becomes the description; a docstring entry wins over it.
from typing import Annotated

from agents import function_tool


@function_tool
def f(a: Annotated[int, "A value [ann]"], b: Annotated[str, "B value [ann]"] = "x") -> int:
    """Summary [sum].

    Args:
        b: B value [doc].
    """
    return a
