# An Optional list of enums and a dict of Literals
from enum import Enum
from typing import Literal, Optional

from langchain_core.tools import tool


class Weekday(str, Enum):
    MON = "mon"
    TUE = "tue"
    WED = "wed"


@tool
def set_schedule(days: Optional[list[Weekday]] = None, modes: dict[str, Literal["on", "off"]] = {}) -> bool:
    """Set the heating schedule [sum]."""
    return True
