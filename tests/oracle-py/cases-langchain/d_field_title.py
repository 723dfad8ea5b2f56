# Field(title=) is dropped
from pydantic import Field
from langchain_core.tools import tool


@tool
def rename(old: str = Field(title="Old name [title]"), new: str = Field(title="New name [title]", description="The new name [field-def]")) -> str:
    """Rename a thing [sum]."""
    return new
