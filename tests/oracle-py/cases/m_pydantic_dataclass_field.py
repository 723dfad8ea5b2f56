# Case: a pydantic dataclass with Field(description=, ge=) fields and a docstring, as a parameter.
from pydantic import Field
from pydantic.dataclasses import dataclass

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_pydantic_dataclass_field")


@dataclass
class Window:
    """A time window [model]."""

    start: int = Field(ge=0, description="Start second [mf]")
    length: int = Field(60, gt=0, description="Length in seconds [mf]")


@mcp.tool()
def aggregate(window: Window) -> int:
    """A pydantic dataclass with Field metadata [sum]."""
    return window.length


if __name__ == "__main__":
    mcp.run()
