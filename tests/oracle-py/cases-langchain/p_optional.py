# Optional and X | None, with and without a default
from typing import Optional

from langchain_core.tools import tool


@tool
def find_books(
    author: Optional[str] = None,
    year: int | None = None,
    isbn: str | None = "0",
    series: Optional[str] = ...,
    shelf: int | None = 3,
) -> list[str]:
    """Find books [sum]."""
    return []


@tool
def must_say(reason: str | None) -> str:
    """Nullable but required [sum]."""
    return reason or ""
