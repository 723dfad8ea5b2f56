# A typing_extensions TypedDict parameter with NotRequired and a Required in total=False
from typing_extensions import NotRequired, Required, TypedDict

from langchain_core.tools import tool


class Event(TypedDict):
    title: str
    location: NotRequired[str]


class Patch(TypedDict, total=False):
    id: Required[int]
    note: str


@tool
def add_event(event: Event) -> str:
    """Add an event [sum]."""
    return "e1"


@tool
def patch_event(patch: Patch) -> bool:
    """Patch an event [sum]."""
    return True
