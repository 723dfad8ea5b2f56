# A pydantic model parameter with strict_mode=False.
from pydantic import BaseModel, Field

from agents import function_tool


class Address(BaseModel):
    """A postal address [model]."""

    street: str
    city: str = Field(description="The city [mf]")
    zip: str | None = None


@function_tool(strict_mode=False)
def ship(address: Address, express: bool = False) -> str:
    return ""
