# A RunnableConfig parameter under another name, and a callbacks parameter
from langchain_core.runnables import RunnableConfig
from langchain_core.tools import tool


@tool
def answer(question: str, cfg: RunnableConfig) -> str:
    """Answer a question [sum]."""
    return question
