# A ticket tool: a str Enum and an int Enum parameter, one with a default member
from enum import Enum, IntEnum

from langchain_core.tools import tool


class Priority(str, Enum):
    LOW = "low"
    NORMAL = "normal"
    URGENT = "urgent"


class Severity(IntEnum):
    MINOR = 1
    MAJOR = 2
    CRITICAL = 3


@tool
def open_ticket(summary: str, priority: Priority, severity: Severity = Severity.MINOR) -> str:
    """Open a support ticket [sum]."""
    return summary
