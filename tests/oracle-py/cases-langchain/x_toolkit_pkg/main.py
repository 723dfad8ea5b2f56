# args_schema from a package module that imports its base model relatively
from langchain_core.tools import tool

from toolkit.schemas import TicketInput


@tool(args_schema=TicketInput)
def create_ticket(title: str, priority: int = 2) -> str:
    """Create a support ticket [sum]."""
    return "T-1"


@tool
def list_tickets(open_only: bool = True) -> list[str]:
    """List support tickets [sum]."""
    return []
