# Case: -> TypedDict from typing_extensions with Annotated descriptions, total=False, and -> dataclass with field(default=).
from dataclasses import dataclass, field
from typing import Annotated, Optional

from pydantic import Field
from typing_extensions import TypedDict

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("o_typeddict_return")


class Stats(TypedDict, total=False):
    """Statistics [model]."""

    count: Annotated[int, Field(description="Count [mf]")]
    mean: float


@dataclass
class Report:
    """A report [model]."""

    title: str
    pages: int = field(default=1)
    notes: Optional[str] = None
    items: list[int] = field(default_factory=list)


@mcp.tool()
def stats() -> Stats:
    """-> TypedDict total=False [sum]."""
    return {}


@mcp.tool()
def report() -> Report:
    """-> dataclass [sum]."""
    return Report(title="x")


if __name__ == "__main__":
    mcp.run()
