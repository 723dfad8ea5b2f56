# Case: a discriminated union of models, and a plain union of models.
from typing import Annotated, Literal, Union

from pydantic import BaseModel, Field

from fastmcp import FastMCP

mcp = FastMCP("m_discriminated_union")


class Cat(BaseModel):
    kind: Literal["cat"]
    lives: int = 9


class Dog(BaseModel):
    kind: Literal["dog"]
    good: bool = True


@mcp.tool()
def adopt(pet: Annotated[Union[Cat, Dog], Field(discriminator="kind")]) -> str:
    """Discriminated union [sum]."""
    return pet.kind


@mcp.tool()
def adopt_any(pet: Cat | Dog) -> str:
    """Plain union of models [sum]."""
    return pet.kind


if __name__ == "__main__":
    mcp.run()
