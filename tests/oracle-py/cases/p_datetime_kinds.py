# Case: AwareDatetime, NaiveDatetime, PastDate, FutureDate and FutureDatetime parameters.
from pydantic import AwareDatetime, FutureDate, FutureDatetime, NaiveDatetime, PastDate

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_datetime_kinds")


@mcp.tool()
def book(at: AwareDatetime, local: NaiveDatetime, born: PastDate, trip: FutureDate, alarm: FutureDatetime) -> str:
    """Datetime kinds [sum]."""
    return str(at)


if __name__ == "__main__":
    mcp.run()
