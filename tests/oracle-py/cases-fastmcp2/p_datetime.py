# Case: datetime, date, time and timedelta parameters, with and without defaults.
import datetime as dt
from datetime import date, datetime, time, timedelta

from fastmcp import FastMCP

mcp = FastMCP("p_datetime")


@mcp.tool()
def schedule(when: datetime, day: date, at: time, duration: timedelta) -> str:
    """Date and time types [sum]."""
    return when.isoformat()


@mcp.tool()
def since(start: dt.date = dt.date(2024, 1, 31), stamp: datetime | None = None) -> str:
    """A date default and an optional datetime [sum]."""
    return start.isoformat()


if __name__ == "__main__":
    mcp.run()
