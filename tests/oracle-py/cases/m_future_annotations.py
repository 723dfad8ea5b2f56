# Case: `from __future__ import annotations`: string annotations, Context, models, Optional.
from __future__ import annotations

from typing import Optional

from pydantic import BaseModel, Field

from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("m_future_annotations")


class Box(BaseModel):
    """A box [model]."""

    width: int
    height: int = 1


@mcp.tool()
async def measure(box: Box, scale: float = 1.0, label: Optional[str] = None, ctx: Context = None) -> Box:
    """Future annotations with a model, Context and Optional [sum]."""
    return box


@mcp.tool()
def typed_union(key: int | str, names: list[str] = Field(default_factory=list, description="Names [field]")) -> dict[str, int]:
    """PEP 604 union under future annotations [sum]."""
    return {}


if __name__ == "__main__":
    mcp.run()
