# A pydantic model parameter: $defs and $ref, nested fields required under strict mode.
from pydantic import BaseModel, Field

from agents import function_tool


class Address(BaseModel):
    """A postal address [model]."""

    street: str
    city: str = Field(description="The city [mf]")
    zip: str | None = None
    country: str = "NL"


@function_tool
def ship(address: Address, express: bool = False) -> str:
    return ""
