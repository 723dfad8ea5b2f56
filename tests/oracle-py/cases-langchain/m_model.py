# a model parameter is inlined; its docstring describes the parameter
from pydantic import BaseModel, Field
from langchain_core.tools import tool


class Address(BaseModel):
    """A postal address [model]."""

    street: str
    city: str = Field(description="City name [mf]")
    zip_code: str = "00000"


@tool
def ship(address: Address, express: bool = False) -> str:
    """Ship a parcel [sum]."""
    return address.city
