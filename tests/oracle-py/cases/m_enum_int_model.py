# Case: an IntEnum and a mixed-value Enum as model fields with defaults, and an Optional enum.
from enum import Enum, IntEnum
from typing import Optional

from pydantic import BaseModel

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("m_enum_int_model")


class Priority(IntEnum):
    LOW = 1
    HIGH = 5


class Kind(Enum):
    A = "a"
    B = 2


class Ticket(BaseModel):
    priority: Priority = Priority.LOW
    kind: Optional[Kind] = None


@mcp.tool()
def open_ticket(ticket: Ticket) -> int:
    """Enums in a model [sum]."""
    return int(ticket.priority)


if __name__ == "__main__":
    mcp.run()
