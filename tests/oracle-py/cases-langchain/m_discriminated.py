# a discriminated union of models
from typing import Annotated, Literal, Union

from pydantic import BaseModel, Field
from langchain_core.tools import tool


class Cat(BaseModel):
    kind: Literal["cat"]
    lives: int = 9


class Dog(BaseModel):
    kind: Literal["dog"]
    good: bool = True


@tool
def adopt(pet: Annotated[Union[Cat, Dog], Field(discriminator="kind")]) -> str:
    """Adopt a pet [sum]."""
    return pet.kind
