# conlist and a constrained set
from typing import Annotated

from pydantic import Field, conlist

from langchain_core.tools import tool


@tool
def pick_winners(entrants: conlist(str, min_length=1, max_length=100), prizes: Annotated[set[str], Field(max_length=3)] = set()) -> list[str]:
    """Pick the raffle winners [sum]."""
    return []
