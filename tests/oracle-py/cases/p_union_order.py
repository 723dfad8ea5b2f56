# Case: union member order kept as written: str | int vs int | str, bool | int, float | int, None first, Union of a list and a scalar.
from typing import Optional, Union

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_union_order")


@mcp.tool()
def ordered(a: str | int, b: int | str, c: bool | int, d: float | int) -> str:
    """Scalar unions in both orders [sum]."""
    return str(a)


@mcp.tool()
def none_first(a: None | int = None, b: Union[None, str] = None, c: Optional[Union[int, float]] = None) -> str:
    """None written first and an Optional of a union [sum]."""
    return str(a)


@mcp.tool()
def list_or_scalar(ids: str | list[str], limit: int | None = 10) -> int:
    """A list or a single value, and an Optional with a non-null default [sum]."""
    return limit or 0


if __name__ == "__main__":
    mcp.run()
