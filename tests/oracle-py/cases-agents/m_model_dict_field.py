# A model with a dict field under strict mode: UserError.
from pydantic import BaseModel

from agents import function_tool


class Bag(BaseModel):
    items: dict[str, int]


@function_tool
def fill(bag: Bag) -> int:
    return 0
