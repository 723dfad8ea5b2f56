# a plain string in Annotated describes the parameter
from typing import Annotated

from langchain_core.tools import tool


@tool
def book_flight(
    origin: Annotated[str, "Departure airport code [ann]"],
    destination: Annotated[str, "Arrival airport code [ann]"],
    seats: Annotated[int, "How many seats [ann]"] = 1,
) -> str:
    """Book a flight [sum]."""
    return f"{origin}-{destination}x{seats}"
