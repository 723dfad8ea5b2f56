from typing import Optional

from pydantic import BaseModel, Field

from .common import Address, Status
from . import common


class Line(BaseModel):
    sku: str
    quantity: int = Field(1, ge=1)


class Order(BaseModel):
    """An order [model]."""

    lines: list[Line]
    ship_to: Address
    bill_to: Optional[common.Address] = None
    status: Status = Status.NEW
