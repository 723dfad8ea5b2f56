# Field examples, json_schema_extra and deprecated are not kept
from pydantic import Field
from langchain_core.tools import tool


@tool
def convert_currency(
    amount: float = Field(examples=[9.99], description="Amount [field-def]"),
    currency: str = Field("EUR", json_schema_extra={"x-unit": "iso4217"}),
) -> float:
    """Convert money [sum]."""
    return amount
