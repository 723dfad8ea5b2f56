# A typing_extensions TypedDict under strict mode, with NotRequired
from typing_extensions import NotRequired, TypedDict

from agents import function_tool


class Filter(TypedDict):
    field: str
    value: str
    negate: NotRequired[bool]


@function_tool
def filter_rows(table: str, filters: list[Filter]) -> int:
    """Filter the rows of a table [sum]."""
    return 0
