# Case: date, datetime, time and timedelta parameters with literal defaults, which pydantic serialises to ISO strings.
from datetime import date, datetime, time, timedelta

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_date_defaults")


@mcp.tool()
def schedule(
    day: date = date(2024, 1, 31),
    at: time = time(9, 30),
    starts: datetime = datetime(2024, 5, 1, 12, 0, 0),
    every: timedelta = timedelta(hours=1, minutes=30),
) -> str:
    """Date and time defaults [sum]."""
    return day.isoformat()


@mcp.tool()
def window(since: date | None = None, length: timedelta = timedelta(days=7)) -> str:
    """An optional date and a day-long timedelta [sum]."""
    return str(length)


if __name__ == "__main__":
    mcp.run()
