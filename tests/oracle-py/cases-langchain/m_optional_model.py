# an optional model: its branch of anyOf keeps every title
from typing import Optional

from pydantic import BaseModel, Field
from langchain_core.tools import tool


class Filter(BaseModel):
    """Search filters [model]."""

    field: str
    value: str = Field(description="Value to match [mf]")


@tool
def search(query: str, filter: Optional[Filter] = None, filters: list[Filter] | None = None) -> list[str]:
    """Search with filters [sum]."""
    return []
