# A filters model with Optional fields and defaults, next to a plain query
from typing import Optional

from pydantic import BaseModel

from langchain_core.tools import tool


class Filters(BaseModel):
    author: Optional[str] = None
    year_from: Optional[int] = None
    year_to: Optional[int] = None
    open_access: bool = False


@tool
def search_papers(query: str, filters: Filters | None = None) -> list[str]:
    """Search scientific papers [sum]."""
    return []
