# args_schema= a model with field titles and examples
from pydantic import BaseModel, Field

from langchain_core.tools import tool


class Lookup(BaseModel):
    isbn: str = Field(title="ISBN [title]", min_length=10, max_length=13)
    edition: int | None = Field(None, examples=[1, 2])


@tool(args_schema=Lookup)
def lookup_book(isbn: str, edition: int | None = None) -> dict:
    """Look up a book by ISBN [sum]."""
    return {}
