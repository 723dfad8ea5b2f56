# Case: model_config with extra="forbid" and title on a model nested in another model and in a list.
from typing import Optional

from pydantic import BaseModel, ConfigDict

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_config_mixed")


class Inner(BaseModel):
    model_config = ConfigDict(extra="forbid", title="Inner Part [title]")

    value: int


class Outer(BaseModel):
    model_config = ConfigDict(extra="forbid")

    inner: Inner
    others: list[Inner] = []
    maybe: Optional[Inner] = None


@mcp.tool()
def build(outer: Outer) -> Outer:
    """Configured nested models [sum]."""
    return outer


if __name__ == "__main__":
    mcp.run()
