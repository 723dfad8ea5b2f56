# Nested containers: list of lists, dict of lists, optional list of dicts
from langchain_core.tools import tool


@tool
def write_sheet(sheet: str, rows: list[list[str]], column_widths: dict[str, int] | None = None) -> int:
    """Write rows into a spreadsheet [sum]."""
    return len(rows)


@tool
def group_items(groups: dict[str, list[int]]) -> dict[str, int]:
    """Count the items of each group [sum]."""
    return {}
