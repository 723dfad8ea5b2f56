# Case: Context under `from __future__ import annotations`, Optional and in the middle, in async tools.
from __future__ import annotations

from typing import Optional

from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("t_context_future")


@mcp.tool()
async def progress(steps: int, ctx: Context, label: str = "run") -> str:
    """Context between parameters [sum]."""
    return label


@mcp.tool()
async def maybe_ctx(x: int, ctx: Optional[Context] = None) -> int:
    """Optional Context [sum]."""
    return x


if __name__ == "__main__":
    mcp.run()
