# a list of models
from pydantic import BaseModel
from langchain_core.tools import tool


class Step(BaseModel):
    """A step of a recipe [model]."""

    text: str
    minutes: int = 0


@tool
def save_recipe(name: str, steps: list[Step], notes: dict[str, Step] = {}) -> str:
    """Save a recipe [sum]."""
    return name
