# Case: tools returning dicts with string keys (of anything, of ints, of a model), with other
# keys, a bare typing.Dict, and an optional dict.
from typing import Any, Dict, Optional

from pydantic import BaseModel

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("o_dict_returns")


class Price(BaseModel):
    amount: float
    currency: str = "USD"


@mcp.tool()
def lookup_any(key: str) -> Dict[str, Any]:
    """Anything by name [sum]."""
    return {}


@mcp.tool()
def count_words(text: str) -> dict[str, int]:
    """Counts by word [sum]."""
    return {}


@mcp.tool()
def prices(sku: str) -> dict[str, Price]:
    """Prices by region [sum]."""
    return {}


@mcp.tool()
def by_position(text: str) -> dict[int, str]:
    """Characters by position [sum]."""
    return {}


@mcp.tool()
def bare_typing(key: str) -> Dict:
    """A bare typing.Dict [sum]."""
    return {}


@mcp.tool()
def maybe(key: str) -> Optional[Dict[str, Any]]:
    """Perhaps a dict [sum]."""
    return None


if __name__ == "__main__":
    mcp.run()
