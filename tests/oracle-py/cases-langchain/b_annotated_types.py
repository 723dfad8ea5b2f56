# annotated_types and conint/constr constraints
from typing import Annotated

from annotated_types import Ge, Le, MaxLen, MinLen
from pydantic import Field, conint, constr
from langchain_core.tools import tool


@tool
def rate(
    stars: Annotated[int, Ge(1), Le(5)],
    comment: Annotated[str, MinLen(1), MaxLen(280)] = "ok",
    votes: conint(ge=0) = 0,
    code: constr(pattern=r"^[A-Z]{3}$") = "ABC",
    weight: Annotated[float, Field(gt=0, description="Weight [field-ann]")] = 1.0,
) -> str:
    """Rate a product [sum]."""
    return str(stars)
