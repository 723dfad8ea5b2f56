from pydantic import Field

from .base import StrictInput


class TicketInput(StrictInput):
    title: str = Field(description="Ticket title [mf]")
    priority: int = Field(2, ge=1, le=4)
