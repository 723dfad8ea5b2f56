# min_length and max_length on list parameters
from typing import Annotated

from pydantic import Field

from langchain_core.tools import tool


@tool
def compare_products(product_ids: Annotated[list[str], Field(min_length=2, max_length=5)]) -> str:
    """Compare several products side by side [sum]."""
    return ""
