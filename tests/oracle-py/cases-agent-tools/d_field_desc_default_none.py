# Field(None, description=) on Optional parameters
from typing import Optional

from pydantic import Field

from langchain_core.tools import tool


@tool
def search_jobs(
    keywords: str = Field(description="Search words [field-def]"),
    location: Optional[str] = Field(None, description="City or remote [field-def]"),
    salary_min: Optional[int] = Field(default=None, description="Minimum yearly salary [field-def]"),
) -> list[dict]:
    """Search job postings [sum]."""
    return []
