# Case: a generic BaseModel parameterised in the signature, and a model with Field constraints.
from typing import Generic, TypeVar

from pydantic import BaseModel, Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_generic_model")

T = TypeVar("T")


class Wrapper(BaseModel, Generic[T]):
    data: T
    note: str = ""


class Bounded(BaseModel):
    n: int = Field(ge=0, le=100, description="Bounded field [mf]")
    tags: list[str] = Field(default_factory=list, max_length=5)


@mcp.tool()
def wrap(item: Wrapper[int], bounded: Bounded) -> Wrapper[str]:
    """Generic model in and out [sum]."""
    return Wrapper[str](data="x")


if __name__ == "__main__":
    mcp.run()
