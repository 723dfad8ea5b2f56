# Tools with no parameters next to one with a single parameter
from langchain_core.tools import tool


@tool
def server_status() -> str:
    """Report the server status [sum]."""
    return "ok"


@tool
def current_time() -> str:
    """Get the current UTC time [sum]."""
    return ""


@tool
def ping(host: str) -> bool:
    """Ping a host [sum]."""
    return True
