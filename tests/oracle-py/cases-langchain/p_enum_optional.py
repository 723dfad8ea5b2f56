# an optional enum: its inlined branch keeps title and docstring
from enum import Enum
from typing import Literal, Optional

from langchain_core.tools import tool


class Priority(str, Enum):
    """How urgent [model]."""

    LOW = "low"
    HIGH = "high"


@tool
def add_task(title: str, priority: Optional[Priority] = None, status: Literal["open", "done"] | None = None) -> str:
    """Add a task [sum]."""
    return title
