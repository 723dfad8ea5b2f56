# Case: a default given both in Annotated's Field(default=) and after `=`: pydantic refuses the parameter.
from typing import Annotated

from pydantic import Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("r_field_default_twice")


@mcp.tool()
def limit(n: Annotated[int, Field(default=1, description="Count [field-ann]")] = 2) -> int:
    """Two defaults [sum]."""
    return n


if __name__ == "__main__":
    mcp.run()
