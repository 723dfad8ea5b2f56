# A calendar: date and datetime parameters, an optional time zone
import datetime

from langchain_core.tools import tool


@tool
def find_free_slots(day: datetime.date, duration_minutes: int = 30, timezone: str | None = None) -> list[str]:
    """Find free slots in the calendar on a day [sum]."""
    return []


@tool
def book_meeting(start: datetime.datetime, end: datetime.datetime, attendees: list[str]) -> str:
    """Book a meeting between two instants [sum]."""
    return "ok"
