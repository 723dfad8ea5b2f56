# A dataclass with defaults under strict mode
from dataclasses import dataclass

from agents import function_tool


@dataclass
class Window:
    start: str
    end: str
    timezone: str = "UTC"


@function_tool
def count_events(window: Window, kind: str | None = None) -> int:
    """Count events in a time window [sum]."""
    return 0
