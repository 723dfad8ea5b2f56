from enum import Enum


class Status(str, Enum):
    """Ticket status [model]."""

    OPEN = "open"
    CLOSED = "closed"
