# nested models are inlined at every level, with their titles stripped
from pydantic import BaseModel
from langchain_core.tools import tool


class Item(BaseModel):
    """An order line [model]."""

    sku: str
    quantity: int = 1


class Customer(BaseModel):
    name: str
    email: str


class Order(BaseModel):
    """An order [model]."""

    customer: Customer
    items: list[Item]
    note: str = ""


@tool
def place_order(order: Order) -> str:
    """Place an order [sum]."""
    return "ok"
