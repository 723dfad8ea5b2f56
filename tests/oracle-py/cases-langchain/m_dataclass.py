# a dataclass parameter
from dataclasses import dataclass, field

from langchain_core.tools import tool


@dataclass
class Window:
    """A time window [model]."""

    start: str
    end: str
    days: list[str] = field(default_factory=list)


@tool
def book_window(window: Window) -> str:
    """Book a window [sum]."""
    return window.start
