# Models and enums imported from another module of the project.
from agents import function_tool

from models import Order, Size


@function_tool
def place(order: Order, rush: Size | None = None) -> str:
    """Place an order [sum].

    Args:
        order: The order [doc].
    """
    return ""
