from pydantic import BaseModel


class Query(BaseModel):
    text: str
    exact: bool = False


class Page(BaseModel):
    """A page of results [model]."""

    number: int = 1
    size: int = 20
