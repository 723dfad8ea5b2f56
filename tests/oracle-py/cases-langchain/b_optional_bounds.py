# bounds on an optional parameter sit in its non-null branch
from typing import Annotated, Optional

from pydantic import Field
from langchain_core.tools import tool


@tool
def set_volume(level: Annotated[Optional[int], Field(ge=0, le=11)] = None, label: Optional[str] = Field(None, max_length=10)) -> str:
    """Set the volume [sum]."""
    return str(level)
