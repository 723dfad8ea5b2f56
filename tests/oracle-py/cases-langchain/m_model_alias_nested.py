# a model parameter keeps its own fields' aliases and titles rules
from pydantic import BaseModel, Field
from langchain_core.tools import tool


class Address(BaseModel):
    zip_code: str = Field(alias="zipCode", description="Postal code [mf]")
    street_name: str = Field(title="Street [title]")


@tool
def geocode(address: Address, strict: bool = False) -> tuple[float, float]:
    """Geocode an address [sum]."""
    return (0.0, 0.0)
