# Unannotated parameters next to typed ones, with and without defaults
from langchain_core.tools import tool


@tool
def echo(message, times=1, sep: str = " ") -> str:
    """Echo a message several times [sum]."""
    return sep.join([message] * times)
