# a tool without parameters
import time

from langchain_core.tools import tool


@tool
def now() -> float:
    """The current time [sum]."""
    return time.time()
