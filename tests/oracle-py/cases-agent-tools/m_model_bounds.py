# Field constraints inside a model: ge/le, min_length, pattern
from pydantic import BaseModel, Field

from langchain_core.tools import tool


class Pagination(BaseModel):
    page: int = Field(1, ge=1)
    per_page: int = Field(25, ge=1, le=100)
    sort: str = Field("created", pattern=r"^-?[a-z_]+$")
    cursor: str | None = Field(None, min_length=8, max_length=64)


@tool
def list_invoices(customer: str, pagination: Pagination) -> list[dict]:
    """List the invoices of a customer [sum]."""
    return []
