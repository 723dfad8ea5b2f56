# langgraph's InjectedState and InjectedStore are hidden from the model
from typing import Annotated

from langchain_core.tools import tool
from langgraph.prebuilt import InjectedState, InjectedStore
from langgraph.store.base import BaseStore


@tool
def recall(topic: str, state: Annotated[dict, InjectedState], store: Annotated[BaseStore, InjectedStore()]) -> str:
    """Recall what the user said about a topic [sum]."""
    return topic


@tool
def last_message(state: Annotated[dict, InjectedState("messages")]) -> str:
    """Repeat the last message [sum]."""
    return ""
