# lists, sets, tuples, dicts
from typing import Any

from langchain_core.tools import tool


@tool
def bulk_update(
    ids: list[int],
    labels: set[str],
    point: tuple[float, float],
    values: tuple[int, ...],
    meta: dict[str, Any],
    counts: dict[str, int] = {},
    matrix: list[list[float]] = [],
    raw: dict = {},
    things: list = [],
) -> int:
    """Update many records [sum]."""
    return len(ids)
