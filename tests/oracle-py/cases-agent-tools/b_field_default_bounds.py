# Field(default, ge=...) as the parameter default
from pydantic import Field

from langchain_core.tools import tool


@tool
def top_stories(count: int = Field(10, ge=1, le=50), section: str = Field("home", min_length=1)) -> list[str]:
    """Get the top news stories [sum]."""
    return []
