# Case: Any, Union[int, str], int | str, three-way unions and unions with None.
from typing import Any, Union

from fastmcp import FastMCP

mcp = FastMCP("p_any_union")


@mcp.tool()
def any_param(value: Any, maybe: Any = None) -> str:
    """typing.Any [sum]."""
    return str(value)


@mcp.tool()
def typing_union(key: Union[int, str]) -> str:
    """typing.Union [sum]."""
    return str(key)


@mcp.tool()
def pipe_union(key: int | str, wide: int | str | float | None = None) -> str:
    """PEP 604 unions [sum]."""
    return str(key)


@mcp.tool()
def union_of_containers(value: list[str] | dict[str, int]) -> str:
    """A union of a list and a dict [sum]."""
    return str(value)


if __name__ == "__main__":
    mcp.run()
