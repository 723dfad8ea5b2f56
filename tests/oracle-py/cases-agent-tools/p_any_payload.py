# A webhook sender: Any payload, object payload, dict without type arguments
from typing import Any

from langchain_core.tools import tool


@tool
def send_webhook(url: str, payload: Any, headers: dict = {}) -> int:
    """Post a payload to a webhook URL [sum]."""
    return 200


@tool
def log_event(event: object) -> None:
    """Log an arbitrary event [sum]."""
