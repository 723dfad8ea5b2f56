# parse_docstring=True describing a model parameter
from pydantic import BaseModel

from langchain_core.tools import tool


class Address(BaseModel):
    """A postal address [model]."""

    street: str
    city: str


@tool(parse_docstring=True)
def ship_to(address: Address, express: bool = False) -> str:
    """Ship the cart to an address [sum].

    Args:
        address: Where to ship [doc].
        express: Next-day delivery [doc].
    """
    return "ok"
