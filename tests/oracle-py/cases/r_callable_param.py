# Case: a Callable parameter, which pydantic validates but cannot give a JSON Schema.
from typing import Callable

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("r_callable_param")


@mcp.tool()
def apply(fn: Callable[[int], int], x: int) -> int:
    """A callable parameter [sum]."""
    return fn(x)


if __name__ == "__main__":
    mcp.run()
