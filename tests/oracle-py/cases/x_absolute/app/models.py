from pydantic import BaseModel, Field


class Query(BaseModel):
    """A search query [model]."""

    text: str = Field(description="What to look for [mf]")
    limit: int = 10
