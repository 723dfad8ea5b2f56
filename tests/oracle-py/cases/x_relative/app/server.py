from typing import Optional

from mcp.server.fastmcp import FastMCP

from .models import Page, Query
from .types import Level as Severity

mcp = FastMCP("x_relative")


@mcp.tool()
def search(query: Query, page: Optional[Page] = None) -> list[str]:
    """Relatively imported models [sum]."""
    return []


@mcp.tool()
def alert(level: Severity = Severity.LOW) -> str:
    """A relatively imported enum under another name [sum]."""
    return level.value
