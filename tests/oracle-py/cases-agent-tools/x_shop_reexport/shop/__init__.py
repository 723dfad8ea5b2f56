from .cart import Cart
from .coupon import Coupon

__all__ = ["Cart", "Coupon"]
