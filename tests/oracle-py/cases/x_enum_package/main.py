# Case: an enum, a TypedDict and a model from three modules of a package, used together in one tool.
from mcp.server.fastmcp import FastMCP

from app.enums import Status
from app.models import Ticket
from app.shapes import Filter

mcp = FastMCP("x_enum_package")


@mcp.tool()
def triage(ticket: Ticket, status: Status = Status.OPEN, filter: Filter | None = None) -> str:
    """Classes from three modules [sum]."""
    return ticket.title


if __name__ == "__main__":
    mcp.run()
