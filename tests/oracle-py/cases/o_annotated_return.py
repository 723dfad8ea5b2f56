# Case: Annotated return types with Field metadata, and a NewType/alias return.
from typing import Annotated, NewType

from pydantic import Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("o_annotated_return")

UserId = NewType("UserId", int)
Names = list[str]


@mcp.tool()
def ret_annotated() -> Annotated[int, Field(ge=0, description="Non-negative [field]")]:
    """-> Annotated[int, Field(...)] [sum]."""
    return 0


@mcp.tool()
def ret_newtype() -> UserId:
    """-> NewType over int [sum]."""
    return UserId(1)


@mcp.tool()
def ret_alias() -> Names:
    """-> a type alias of list[str] [sum]."""
    return []


if __name__ == "__main__":
    mcp.run()
