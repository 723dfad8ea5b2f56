# A union of two models as a parameter
from typing import Literal

from pydantic import BaseModel

from langchain_core.tools import tool


class CardPayment(BaseModel):
    kind: Literal["card"] = "card"
    number: str
    expiry: str


class BankPayment(BaseModel):
    kind: Literal["bank"] = "bank"
    iban: str


@tool
def pay(invoice_id: str, method: CardPayment | BankPayment) -> str:
    """Pay an invoice [sum]."""
    return "paid"
