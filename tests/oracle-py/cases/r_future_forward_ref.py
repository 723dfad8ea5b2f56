# Case: under `from __future__ import annotations`, a tool naming a model defined below it fails while it registers.
from __future__ import annotations

from pydantic import BaseModel

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("r_future_forward_ref")


class Early(BaseModel):
    value: int


@mcp.tool()
def early(item: Early) -> int:
    """A model defined above [sum]."""
    return item.value


@mcp.tool()
def late(item: Late) -> int:
    """A model defined below [sum]."""
    return 0


class Late(BaseModel):
    value: int


if __name__ == "__main__":
    mcp.run()
