# Case: typing_extensions.TypeAliasType aliases, which pydantic puts in $defs, beside a plain alias.
from typing import Annotated, Union

from pydantic import Field
from typing_extensions import TypeAliasType

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_typealiastype")

Score = TypeAliasType("Score", Annotated[int, Field(ge=0, le=100)])
IdOrName = TypeAliasType("IdOrName", Union[int, str])
Plain = Union[int, str]


@mcp.tool()
def rate(score: Score, who: IdOrName, other: Plain = 0) -> int:
    """Named type aliases [sum]."""
    return score


if __name__ == "__main__":
    mcp.run()
