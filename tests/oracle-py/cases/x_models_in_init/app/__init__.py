from pydantic import BaseModel


class Query(BaseModel):
    """A search query [model]."""

    text: str


class Paging(BaseModel):
    page: int = 1
    size: int = 20
