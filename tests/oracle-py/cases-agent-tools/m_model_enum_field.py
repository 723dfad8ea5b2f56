# A model with an Enum field and a Literal field
from enum import Enum
from typing import Literal

from pydantic import BaseModel

from langchain_core.tools import tool


class Channel(str, Enum):
    EMAIL = "email"
    SMS = "sms"
    PUSH = "push"


class Notification(BaseModel):
    channel: Channel
    urgency: Literal["low", "high"] = "low"
    text: str


@tool
def notify(user_id: str, notification: Notification) -> bool:
    """Send a notification to a user [sum]."""
    return True
