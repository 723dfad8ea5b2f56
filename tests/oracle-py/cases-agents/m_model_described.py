# A model parameter with a description: the $ref has a sibling and is inlined under strict mode.
from pydantic import BaseModel

from agents import function_tool


class Address(BaseModel):
    """A postal address [model]."""

    street: str
    city: str


@function_tool
def ship(address: Address) -> str:
    """Ship a parcel [sum].

    Args:
        address: Where to ship [doc].
    """
    return ""


@function_tool(strict_mode=False)
def ship_loose(address: Address) -> str:
    """Ship a parcel [sum].

    Args:
        address: Where to ship [doc].
    """
    return ""
