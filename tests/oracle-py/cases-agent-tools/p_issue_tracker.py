# An issue tracker: Optional parameters, list[str] labels, an int | None milestone
from typing import Optional

from langchain_core.tools import tool


@tool
def create_issue(title: str, body: Optional[str] = None, labels: list[str] = [], milestone: int | None = None) -> int:
    """Create an issue in the tracker [sum]."""
    return 1


@tool
def close_issue(issue_id: int, comment: Optional[str] = None) -> bool:
    """Close an issue, optionally leaving a comment [sum]."""
    return True
