# ordinary parameters named args and kwargs are dropped; v__args / v__kwargs stand in for them
from langchain_core.tools import tool


@tool
def run_command(command: str, args: list[str] = []) -> str:
    """Run a command [sum]."""
    return command


@tool
def call_api(endpoint: str, kwargs: dict = {}) -> str:
    """Call an API [sum]."""
    return endpoint
