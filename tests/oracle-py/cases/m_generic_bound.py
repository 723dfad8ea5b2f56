# Case: a generic response model parameterised with a model and with a list, returned and taken.
from typing import Generic, Optional, TypeVar

from pydantic import BaseModel

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_generic_bound")

T = TypeVar("T")


class Item(BaseModel):
    sku: str


class Envelope(BaseModel, Generic[T]):
    data: T
    error: Optional[str] = None


@mcp.tool()
def wrap(item: Envelope[Item]) -> Envelope[list[int]]:
    """A generic envelope [sum]."""
    return Envelope[list[int]](data=[])


if __name__ == "__main__":
    mcp.run()
