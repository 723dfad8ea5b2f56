# Case: a BaseModel parameter with field descriptions, defaults and a class docstring.
from typing import Optional

from pydantic import BaseModel, Field

from fastmcp import FastMCP

mcp = FastMCP("m_basemodel_param")


class Address(BaseModel):
    """A postal address [model]."""

    street: str = Field(description="Street and number [mf]")
    city: str
    zip_code: Optional[str] = None
    country: str = "NL"


@mcp.tool()
def ship(address: Address, express: bool = False) -> str:
    """Ship to an address [sum]."""
    return address.city


@mcp.tool()
def ship_described(address: Address = Field(description="Where to ship [field]")) -> str:
    """A described model parameter [sum]."""
    return address.city


@mcp.tool()
def ship_optional(address: Optional[Address] = None) -> str:
    """An optional model parameter [sum]."""
    return str(address)


if __name__ == "__main__":
    mcp.run()
