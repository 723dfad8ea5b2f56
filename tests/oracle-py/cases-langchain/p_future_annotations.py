# string annotations under from __future__ import annotations
from __future__ import annotations

from typing import Optional

from langchain_core.tools import tool


@tool
def log_event(name: str, level: int = 1, extra: Optional[dict[str, str]] = None) -> bool:
    """Log an event [sum]."""
    return True
