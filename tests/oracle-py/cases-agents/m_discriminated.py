# A discriminated union of models: oneOf becomes anyOf under strict mode.
from typing import Annotated, Literal, Union

from pydantic import BaseModel, Field

from agents import function_tool


class Cat(BaseModel):
    kind: Literal["cat"]
    meows: int


class Dog(BaseModel):
    kind: Literal["dog"]
    barks: int


@function_tool
def adopt(pet: Annotated[Union[Cat, Dog], Field(discriminator="kind")]) -> str:
    return ""


@function_tool(strict_mode=False)
def adopt_loose(pet: Annotated[Union[Cat, Dog], Field(discriminator="kind")]) -> str:
    return ""
