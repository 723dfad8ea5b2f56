from pydantic import BaseModel, Field


class Query(BaseModel):
    """A search query [model]."""

    text: str = Field(description="What to find [mf]")
    limit: int = 10
