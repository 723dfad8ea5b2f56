# A typing_extensions TypedDict with a nested TypedDict and a list
from typing_extensions import TypedDict

from langchain_core.tools import tool


class Address(TypedDict):
    street: str
    city: str


class Customer(TypedDict):
    name: str
    addresses: list[Address]


@tool
def create_customer(customer: Customer) -> str:
    """Create a customer record [sum]."""
    return "cust_1"
