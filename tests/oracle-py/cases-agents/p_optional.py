# Optional and None defaults under strict mode: default null dropped, still required and nullable.
from typing import Optional

from agents import function_tool


@function_tool
def find(a: str | None = None, b: Optional[int] = None, c: Optional[str] = "x", d: int | None = 3, e: Optional[float] = None) -> str:
    return ""
