# time and timedelta parameters
from datetime import time, timedelta

from langchain_core.tools import tool


@tool
def set_reminder(message: str, at: time, repeat_every: timedelta | None = None) -> str:
    """Set a daily reminder [sum]."""
    return message
