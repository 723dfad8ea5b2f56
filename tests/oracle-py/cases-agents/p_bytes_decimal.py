# bytes and Decimal parameters.
from decimal import Decimal

from agents import function_tool


@function_tool
def f(data: bytes, amount: Decimal) -> int:
    return 0
