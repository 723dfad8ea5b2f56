# Case: union returns: two models, a model or None, a scalar or a list, None written first.
from typing import Optional

from pydantic import BaseModel

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("o_union_returns")


class Hit(BaseModel):
    id: str


class Miss(BaseModel):
    reason: str = "not found"


@mcp.tool()
def lookup(key: str) -> Hit | Miss:
    """One of two models [sum]."""
    return Miss()


@mcp.tool()
def maybe(key: str) -> None | int:
    """None written first [sum]."""
    return None


@mcp.tool()
def one_or_many(key: str) -> str | list[str]:
    """A scalar or a list [sum]."""
    return key


@mcp.tool()
def optional_float(key: str) -> Optional[float]:
    """An Optional float [sum]."""
    return None


if __name__ == "__main__":
    mcp.run()
