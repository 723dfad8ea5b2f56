# A TypedDict parameter.
from typing_extensions import TypedDict

from agents import function_tool


class Movie(TypedDict):
    title: str
    year: int


@function_tool
def rate(movie: Movie) -> int:
    return 0
