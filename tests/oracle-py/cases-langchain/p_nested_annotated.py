# constraints nested in list items and a single-value Literal
from typing import Annotated, Literal

from pydantic import Field
from langchain_core.tools import tool


@tool
def score(
    values: list[Annotated[int, Field(ge=0, le=100)]],
    mode: Literal["strict"] = "strict",
    weights: dict[str, Annotated[float, Field(gt=0)]] = {},
) -> float:
    """Score some values [sum]."""
    return 0.0
