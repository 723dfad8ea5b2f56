# Case: TypedDict keys with Annotated Field bounds, a Literal key, and NotRequired around Annotated.
from typing import Annotated, Literal

from pydantic import Field
from typing_extensions import NotRequired, TypedDict

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_typeddict_annotated_fields")


class Page(TypedDict):
    size: Annotated[int, Field(ge=1, le=100)]
    order: Literal["asc", "desc"]
    cursor: NotRequired[Annotated[str, Field(min_length=1, description="Opaque cursor [mf]")]]


@mcp.tool()
def paginate(page: Page) -> int:
    """Bounded TypedDict keys [sum]."""
    return page["size"]


if __name__ == "__main__":
    mcp.run()
