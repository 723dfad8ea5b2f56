# a string in Annotated wins over the Field description; the first describing metadata wins
from typing import Annotated

from pydantic import Field
from langchain_core.tools import tool


@tool
def schedule(
    when: Annotated[str, "When to run [ann]"] = Field(default="now", description="When [field-def]"),
    repeat: Annotated[int, Field(ge=0), "How often [ann]"] = 0,
    note: Annotated[str, Field(description="Note [field-ann]"), "Note text [ann]"] = "",
) -> str:
    """Schedule a job [sum]."""
    return when
