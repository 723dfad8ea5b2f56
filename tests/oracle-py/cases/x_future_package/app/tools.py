from __future__ import annotations

from mcp.server.fastmcp import FastMCP

from . import models
from .models import Level

mcp = FastMCP("x_future_package")


@mcp.tool()
def submit(ticket: models.Ticket, level: Level = Level.LOW) -> models.Ticket:
    """Future annotations naming imported classes [sum]."""
    return ticket
