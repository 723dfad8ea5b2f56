from pydantic import BaseModel, Field


class Invoice(BaseModel):
    """An invoice [model]."""

    number: str
    total: float = Field(ge=0, description="Total amount [mf]")
