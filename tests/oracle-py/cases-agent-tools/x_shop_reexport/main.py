# Models re-exported through a package __init__ and imported relatively inside it
from langchain_core.tools import tool

from shop import Cart, Coupon


@tool
def checkout(cart: Cart, coupon: Coupon | None = None) -> str:
    """Check out a shopping cart [sum]."""
    return "order_1"
