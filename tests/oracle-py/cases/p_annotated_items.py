# Case: constraints on container items: list[Annotated[int, Field(ge=0)]], dict values with min_length, a set of constrained strings.
from typing import Annotated

from pydantic import Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_annotated_items")

Port = Annotated[int, Field(ge=1, le=65535)]


@mcp.tool()
def open_ports(ports: list[Port], names: dict[str, Annotated[str, Field(min_length=1)]]) -> int:
    """Constrained list items and dict values [sum]."""
    return len(ports)


@mcp.tool()
def tag(
    tags: set[Annotated[str, Field(pattern=r"^[a-z]+$", max_length=10)]],
    weights: list[Annotated[float, Field(gt=0, description="A weight [field-ann]")]] = [1.0],
) -> int:
    """A set of patterned strings and described list items [sum]."""
    return len(tags)


if __name__ == "__main__":
    mcp.run()
