# A parameter named callbacks and one named run_manager are filtered out
from langchain_core.tools import tool


@tool
def notify(message: str, callbacks: list | None = None) -> str:
    """Send a notification [sum]."""
    return message


@tool
def search(query: str, run_manager=None) -> str:
    """Search [sum]."""
    return query
