# tool(fn) on functions defined earlier, one given a name first
from langchain_core.tools import tool


def lookup_order(order_id: str) -> dict:
    """Look up an order [sum]."""
    return {}


def cancel_order(order_id: str, reason: str = "") -> bool:
    """Cancel an order [sum]."""
    return True


lookup_tool = tool(lookup_order)
cancel_tool = tool("cancel", parse_docstring=False)(cancel_order)
