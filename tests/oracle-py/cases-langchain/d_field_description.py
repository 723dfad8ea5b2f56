# Field(description=) as the default and inside Annotated
from typing import Annotated

from pydantic import Field
from langchain_core.tools import tool


@tool
def create_ticket(
    title: Annotated[str, Field(description="Ticket title [field-ann]")],
    priority: int = Field(default=3, description="Priority from 1 to 5 [field-def]"),
    tags: list[str] = Field(default_factory=list, description="Labels [field-def]"),
) -> str:
    """Create a ticket [sum]."""
    return title
