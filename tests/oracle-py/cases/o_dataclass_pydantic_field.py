# Case: -> a dataclass whose default is a pydantic Field, and -> a pydantic dataclass; and a NamedTuple returned.
from dataclasses import dataclass
from typing import NamedTuple

import pydantic.dataclasses
from pydantic import Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("o_dataclass_pydantic_field")


@dataclass
class Stdlib:
    count: int = Field(3, description="Count [mf]")


@pydantic.dataclasses.dataclass
class Pyd:
    """A pydantic dataclass [model]."""

    name: str
    size: int = 1


class Pair(NamedTuple):
    a: int
    b: str = ""


@mcp.tool()
def stdlib() -> Stdlib:
    """-> stdlib dataclass with Field [sum]."""
    return Stdlib()


@mcp.tool()
def pyd() -> Pyd:
    """-> pydantic dataclass [sum]."""
    return Pyd(name="x")


@mcp.tool()
def pair() -> Pair:
    """-> NamedTuple [sum]."""
    return Pair(1)


if __name__ == "__main__":
    mcp.run()
