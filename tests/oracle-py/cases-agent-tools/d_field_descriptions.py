# Descriptions from Field() defaults and from Annotated[..., Field()]
from typing import Annotated

from pydantic import Field

from langchain_core.tools import tool


@tool
def book_flight(
    origin: Annotated[str, Field(description="IATA code of the departure airport [field-ann]")],
    destination: Annotated[str, Field(description="IATA code of the arrival airport [field-ann]")],
    passengers: int = Field(default=1, description="Number of travellers [field-def]"),
) -> str:
    """Book a flight [sum]."""
    return "PNR123"
