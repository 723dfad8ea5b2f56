# Field constraints reach the schema
from pydantic import Field
from langchain_core.tools import tool


@tool
def paginate(
    page: int = Field(1, ge=1, description="Page number [field-def]"),
    size: int = Field(20, gt=0, le=100),
    query: str = Field(min_length=2, max_length=50, pattern=r"^[a-z ]+$"),
    step: float = Field(0.5, multiple_of=0.5, lt=10),
    ids: list[int] = Field(default_factory=list, max_length=5),
) -> list[int]:
    """Paginate results [sum]."""
    return []
