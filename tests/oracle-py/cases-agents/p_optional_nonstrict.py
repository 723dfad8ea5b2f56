# Optional and None defaults with strict_mode=False: default null kept.
from typing import Optional

from agents import function_tool


@function_tool(strict_mode=False)
def find(a: str | None = None, b: Optional[int] = None, c: Optional[str] = "x", d: int | None = 3, e: Optional[float] = None) -> str:
    return ""
