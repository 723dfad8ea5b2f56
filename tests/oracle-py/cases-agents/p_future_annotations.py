# from __future__ import annotations: string annotations resolved by get_type_hints.
from __future__ import annotations

from typing import Optional

from agents import function_tool


@function_tool
def f(a: int, b: Optional[str] = None, c: list[int] | None = None) -> str:
    """Summary [sum].

    Args:
        a: A value [doc].
    """
    return ""
