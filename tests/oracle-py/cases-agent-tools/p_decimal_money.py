# Money: Decimal amounts and a currency Literal
from decimal import Decimal
from typing import Literal

from langchain_core.tools import tool


@tool
def transfer(from_account: str, to_account: str, amount: Decimal, currency: Literal["EUR", "USD", "GBP"] = "EUR") -> str:
    """Transfer money between accounts [sum]."""
    return "ok"
