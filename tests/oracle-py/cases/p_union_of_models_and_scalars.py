# Case: unions mixing a model, a list of models and scalars, and an Optional union of two models.
from typing import Optional, Union

from pydantic import BaseModel

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_union_of_models_and_scalars")


class ById(BaseModel):
    id: int


class ByName(BaseModel):
    name: str


@mcp.tool()
def find(target: Union[ById, str, int], batch: list[ById] | ById | None = None) -> int:
    """A model among scalars [sum]."""
    return 0


@mcp.tool()
def find_either(target: Optional[Union[ById, ByName]] = None) -> int:
    """An Optional union of models [sum]."""
    return 0


if __name__ == "__main__":
    mcp.run()
