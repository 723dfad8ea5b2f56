# A dataclass parameter with a default field
from dataclasses import dataclass

from langchain_core.tools import tool


@dataclass
class Viewport:
    width: int
    height: int
    device_scale: float = 1.0


@tool
def screenshot(url: str, viewport: Viewport) -> str:
    """Take a screenshot of a web page [sum]."""
    return "png"
