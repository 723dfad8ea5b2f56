# args_schema= a pydantic model with descriptions replaces the signature's schema
from pydantic import BaseModel, Field

from langchain_core.tools import tool


class SearchInput(BaseModel):
    """Input of the product search [model]."""

    query: str = Field(description="Search words [mf]")
    max_price: float | None = Field(None, description="Price ceiling [mf]")
    in_stock: bool = True


@tool("product_search", args_schema=SearchInput)
def search(query: str, max_price: float | None = None, in_stock: bool = True) -> list[str]:
    """Search the product catalogue [sum]."""
    return []
