# Formats: datetime, date, uuid.
import datetime
import uuid

from agents import function_tool


@function_tool
def when(at: datetime.datetime, day: datetime.date, ident: uuid.UUID) -> str:
    return ""
