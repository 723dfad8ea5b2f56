from enum import Enum

from pydantic import BaseModel, Field


class Status(str, Enum):
    DRAFT = "draft"
    SENT = "sent"


class Invoice(BaseModel):
    """An invoice [model]."""

    number: str
    amount: float = Field(gt=0, description="Total amount [mf]")
