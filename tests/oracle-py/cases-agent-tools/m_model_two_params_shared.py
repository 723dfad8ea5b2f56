# The same model used by two parameters, and a second tool reusing it
from pydantic import BaseModel

from langchain_core.tools import tool


class Money(BaseModel):
    amount: float
    currency: str = "EUR"


@tool
def convert(value: Money, target: str) -> float:
    """Convert money to another currency [sum]."""
    return 0.0


@tool
def compare(a: Money, b: Money) -> int:
    """Compare two amounts [sum]."""
    return 0
