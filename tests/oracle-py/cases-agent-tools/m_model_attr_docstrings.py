# A model with attribute docstrings, which pydantic ignores without the config flag
from pydantic import BaseModel

from langchain_core.tools import tool


class Dimensions(BaseModel):
    width: float
    """Width in cm [attr]."""
    height: float
    """Height in cm [attr]."""


@tool
def quote_shipping(weight_kg: float, size: Dimensions) -> float:
    """Quote a shipping price [sum]."""
    return 0.0
