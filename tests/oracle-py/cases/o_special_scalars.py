# Case: returns of special scalar types: datetime, date, UUID, Decimal, Path, and a constrained alias.
import uuid
from datetime import date, datetime
from decimal import Decimal
from pathlib import Path

from pydantic import PositiveInt

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("o_special_scalars")


@mcp.tool()
def now() -> datetime:
    """A datetime [sum]."""
    return datetime.now()


@mcp.tool()
def today() -> date:
    """A date [sum]."""
    return date.today()


@mcp.tool()
def new_id() -> uuid.UUID:
    """A UUID [sum]."""
    return uuid.uuid4()


@mcp.tool()
def price() -> Decimal:
    """A Decimal [sum]."""
    return Decimal("1.5")


@mcp.tool()
def home() -> Path:
    """A Path [sum]."""
    return Path.home()


@mcp.tool()
def count() -> PositiveInt:
    """A positive int [sum]."""
    return 1


if __name__ == "__main__":
    mcp.run()
