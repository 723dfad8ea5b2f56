# Case: a typing.TypedDict parameter on Python 3.11 (pydantic wants typing_extensions.TypedDict there).
from typing import Annotated, TypedDict

from pydantic import Field
from typing_extensions import NotRequired, Required

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("r_typing_typeddict_param")


class Filter(TypedDict):
    """Search filter [model]."""

    field: str
    value: Annotated[str, Field(description="Value to match [mf]")]
    negate: NotRequired[bool]


class Options(TypedDict, total=False):
    limit: int
    sort: Required[str]


@mcp.tool()
def find(filter: Filter, options: Options | None = None) -> int:
    """TypedDict parameters [sum]."""
    return 0


if __name__ == "__main__":
    mcp.run()
