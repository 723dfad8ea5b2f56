# function_tool(fn, ...) called directly with keywords, on functions defined earlier
from agents import function_tool


def lookup_order(order_id: str) -> dict:
    """Look up an order [sum].

    Args:
        order_id: The order number [doc].
    """
    return {}


def refund(order_id: str, amount: float | None = None) -> bool:
    """Refund an order [sum]."""
    return True


lookup_order_tool = function_tool(lookup_order)
refund_tool = function_tool(refund, name_override="issue_refund", strict_mode=False)
