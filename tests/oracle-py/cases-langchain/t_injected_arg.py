# Annotated[T, InjectedToolArg] and InjectedToolCallId are hidden from the model
from typing import Annotated

from langchain_core.tools import InjectedToolArg, InjectedToolCallId, tool


@tool
def save_file(name: str, content: str, user_id: Annotated[str, InjectedToolArg]) -> str:
    """Save a file for the user [sum]."""
    return name


@tool
def ack(message: str, tool_call_id: Annotated[str, InjectedToolCallId]) -> str:
    """Acknowledge a message [sum]."""
    return tool_call_id
