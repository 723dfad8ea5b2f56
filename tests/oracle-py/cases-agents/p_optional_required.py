# Optional without a default is required and nullable, in both modes.
from typing import Optional

from agents import function_tool


@function_tool
def strict_one(a: Optional[str], b: int | None) -> str:
    return ""


@function_tool(strict_mode=False)
def loose_one(a: Optional[str], b: int | None) -> str:
    return ""
