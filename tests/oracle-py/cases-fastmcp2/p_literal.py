# Case: Literal parameters: strings, ints, one value, mixed, Optional, with defaults.
from typing import Literal, Optional

from fastmcp import FastMCP

mcp = FastMCP("p_literal")


@mcp.tool()
def string_literal(mode: Literal["fast", "slow"]) -> str:
    """String Literal [sum]."""
    return mode


@mcp.tool()
def int_literal(level: Literal[1, 2, 3] = 2) -> int:
    """Int Literal with a default [sum]."""
    return level


@mcp.tool()
def single_literal(kind: Literal["only"]) -> str:
    """One-value Literal [sum]."""
    return kind


@mcp.tool()
def mixed_literal(value: Literal["auto", 0, True]) -> str:
    """Mixed-type Literal [sum]."""
    return str(value)


@mcp.tool()
def optional_literal(order: Optional[Literal["asc", "desc"]] = None) -> str:
    """Optional Literal [sum]."""
    return str(order)


if __name__ == "__main__":
    mcp.run()
