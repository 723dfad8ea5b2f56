# nested model defaults, lists of enums and dict values of models
from enum import Enum

from pydantic import BaseModel, Field
from langchain_core.tools import tool


class Weekday(str, Enum):
    MON = "mon"
    TUE = "tue"


class Schedule(BaseModel):
    """When to run [model]."""

    days: list[Weekday] = [Weekday.MON]
    hour: int = Field(9, ge=0, le=23)
    label: str | None = None


@tool
def set_schedule(job: str, schedule: Schedule, overrides: dict[str, Schedule] = {}) -> bool:
    """Set a schedule [sum]."""
    return True
