# ToolRuntime is injected by the agent, not sent to the model
from langchain.tools import ToolRuntime, tool


@tool
def remember(fact: str, runtime: ToolRuntime) -> str:
    """Remember a fact [sum]."""
    return fact


@tool
def recall(runtime: ToolRuntime, topic: str = "all") -> str:
    """Recall facts [sum]."""
    return topic
