# langgraph's InjectedState and InjectedStore, and a generic ToolRuntime, are hidden
from typing import Annotated, Any

from langchain.tools import InjectedState, InjectedStore, ToolRuntime, tool


@tool
def summarize(topic: str, state: Annotated[dict, InjectedState]) -> str:
    """Summarize the conversation [sum]."""
    return topic


@tool
def save_pref(key: str, value: str, store: Annotated[Any, InjectedStore()], runtime: ToolRuntime[None, dict]) -> str:
    """Save a preference [sum]."""
    return key
