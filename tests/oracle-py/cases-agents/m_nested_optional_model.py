# An Optional model with a description under strict mode.
from typing import Optional

from pydantic import BaseModel, Field

from agents import function_tool


class Filter(BaseModel):
    """A filter [model]."""

    field: str
    value: str | None = None


@function_tool
def f(flt: Optional[Filter] = Field(None, description="The filter [field-def]")) -> int:
    return 0
