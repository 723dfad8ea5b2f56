# A StrEnum status filter, optional, in a listing tool
from enum import StrEnum

from langchain_core.tools import tool


class OrderStatus(StrEnum):
    PENDING = "pending"
    SHIPPED = "shipped"
    DELIVERED = "delivered"
    CANCELLED = "cancelled"


@tool
def list_orders(customer_id: str, status: OrderStatus | None = None, page: int = 1) -> list[dict]:
    """List a customer's orders [sum]."""
    return []
