# Field examples and title on parameters
from typing import Annotated

from pydantic import Field

from langchain_core.tools import tool


@tool
def convert_currency(
    amount: Annotated[float, Field(examples=[10.5, 99.0])],
    code: Annotated[str, Field(title="Currency code [title]", examples=["EUR"])],
) -> float:
    """Convert an amount to euros [sum]."""
    return amount
