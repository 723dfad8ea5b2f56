"""Models shared by the tools."""
from enum import Enum

from pydantic import BaseModel


class Size(str, Enum):
    S = "s"
    L = "l"


class Order(BaseModel):
    """An order [model]."""

    sku: str
    size: Size = Size.S
