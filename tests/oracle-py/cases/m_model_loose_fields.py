# Case: model fields typed Any, bare dict, bare list, object, and Optional without a default.
from typing import Any, Optional

from pydantic import BaseModel

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_model_loose_fields")


class Event(BaseModel):
    payload: Any
    headers: dict = {}
    items: list = []
    extra: object = None
    source: Optional[str]


@mcp.tool()
def emit(event: Event) -> bool:
    """Loosely typed model fields [sum]."""
    return True


if __name__ == "__main__":
    mcp.run()
