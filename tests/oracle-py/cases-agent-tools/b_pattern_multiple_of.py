# pattern and multiple_of constraints
from typing import Annotated

from pydantic import Field

from langchain_core.tools import tool


@tool
def reserve_table(phone: Annotated[str, Field(pattern=r"^\+[0-9]{8,15}$")], party_size: Annotated[int, Field(multiple_of=2, gt=0)]) -> str:
    """Reserve a restaurant table [sum]."""
    return "ok"
