# A typing_extensions TypedDict parameter with NotRequired keys
from typing_extensions import NotRequired, TypedDict

from langchain_core.tools import tool


class Event(TypedDict):
    title: str
    start: str
    end: str
    location: NotRequired[str]


@tool
def add_event(calendar_id: str, event: Event) -> str:
    """Add an event to a calendar [sum]."""
    return "evt_1"
