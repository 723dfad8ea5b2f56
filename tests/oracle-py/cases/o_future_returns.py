# Case: return annotations under `from __future__ import annotations`: a model, a list, a dict and None.
from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("o_future_returns")


class Row(BaseModel):
    id: int


@mcp.tool()
def one() -> Row:
    """A model [sum]."""
    return Row(id=1)


@mcp.tool()
def many() -> list[Row]:
    """A list of models [sum]."""
    return []


@mcp.tool()
def mapping() -> dict[str, Any]:
    """A dict [sum]."""
    return {}


@mcp.tool()
def nothing() -> None:
    """None [sum]."""


if __name__ == "__main__":
    mcp.run()
