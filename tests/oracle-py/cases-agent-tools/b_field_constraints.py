# Field constraints on parameters: ge, le, gt, lt, min_length, max_length
from typing import Annotated

from pydantic import Field

from langchain_core.tools import tool


@tool
def rate_movie(
    movie_id: Annotated[str, Field(min_length=3, max_length=20)],
    stars: Annotated[int, Field(ge=1, le=5)],
    weight: Annotated[float, Field(gt=0, lt=1)] = 0.5,
) -> bool:
    """Rate a movie [sum]."""
    return True
