# Literal of ints and of bools, and an Optional Literal
from typing import Literal, Optional

from langchain_core.tools import tool


@tool
def resize_image(path: str, scale: Literal[1, 2, 4] = 1, keep_ratio: Literal[True] = True, fmt: Optional[Literal["png", "jpeg"]] = None) -> str:
    """Resize an image [sum]."""
    return path
