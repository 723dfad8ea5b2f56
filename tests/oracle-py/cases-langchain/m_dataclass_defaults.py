# A dataclass with a field(default_factory) and a docstring
from dataclasses import dataclass, field

from langchain_core.tools import tool


@dataclass
class Query:
    """A saved query [model]."""

    text: str
    columns: list[str] = field(default_factory=list)
    limit: int = 50


@tool
def save_query(query: Query) -> str:
    """Save a query [sum]."""
    return "q1"
