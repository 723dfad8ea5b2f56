# A model with constrained list fields and a set
from pydantic import BaseModel, Field

from langchain_core.tools import tool


class Survey(BaseModel):
    question: str = Field(min_length=5)
    options: list[str] = Field(min_length=2, max_length=6)
    tags: set[str] = set()


@tool
def create_survey(survey: Survey, anonymous: bool = True) -> str:
    """Create a survey [sum]."""
    return "s1"
