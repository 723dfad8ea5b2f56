# An Optional Literal with a default.
from typing import Literal, Optional

from agents import function_tool


@function_tool
def f(mode: Optional[Literal["a", "b"]] = None, level: Literal["x", "y"] = "x") -> int:
    return 0
