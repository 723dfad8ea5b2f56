from pydantic import BaseModel, Field


class Note(BaseModel):
    """A note [model]."""

    text: str = Field(min_length=1, description="Note text [mf]")
    color: str = "yellow"
