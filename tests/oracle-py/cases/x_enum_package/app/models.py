from pydantic import BaseModel, Field

from app.enums import Status


class Ticket(BaseModel):
    title: str = Field(description="Ticket title [mf]")
    status: Status = Status.OPEN
