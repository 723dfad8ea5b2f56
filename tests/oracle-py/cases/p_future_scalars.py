# Case: `from __future__ import annotations` with scalars, Literal, Annotated Field, defaults and a return, no models.
from __future__ import annotations

from typing import Annotated, Literal, Optional

from pydantic import Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_future_scalars")


@mcp.tool()
def convert(
    value: float,
    unit: Literal["m", "ft"] = "m",
    precision: Annotated[int, Field(ge=0, le=6, description="Digits [field-ann]")] = 2,
    label: Optional[str] = None,
) -> str | None:
    """Convert a length [sum]."""
    return None


if __name__ == "__main__":
    mcp.run()
