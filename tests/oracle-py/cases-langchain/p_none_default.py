# a None default on a non-optional annotation
from langchain_core.tools import tool


@tool
def notify(user: str, channel: str = None, retries: int = None) -> bool:
    """Notify a user [sum]."""
    return True
