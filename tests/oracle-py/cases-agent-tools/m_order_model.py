# A pydantic order model with nested line items and field descriptions
from pydantic import BaseModel, Field

from langchain_core.tools import tool


class LineItem(BaseModel):
    """One product in an order [model]."""

    sku: str = Field(description="Product SKU [mf]")
    quantity: int = Field(default=1, ge=1)


class Order(BaseModel):
    """An order to place [model]."""

    customer_id: str
    items: list[LineItem]
    note: str | None = None


@tool
def place_order(order: Order) -> str:
    """Place an order [sum]."""
    return "ok"
