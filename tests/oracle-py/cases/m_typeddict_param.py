# Case: typing_extensions.TypedDict parameters: total, total=False, NotRequired/Required, Annotated descriptions.
from typing import Annotated

from pydantic import Field
from typing_extensions import NotRequired, Required, TypedDict

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_typeddict_param")


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
