# Float bounds with float literals and scientific notation
from typing import Annotated

from pydantic import Field

from langchain_core.tools import tool


@tool
def set_threshold(value: Annotated[float, Field(ge=0.0, le=1e3)], epsilon: Annotated[float, Field(gt=1e-9)] = 1e-6) -> float:
    """Set the alert threshold [sum]."""
    return value
