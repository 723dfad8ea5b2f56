# a RunnableConfig parameter is filled by langchain; callbacks and run_manager are dropped by name
from langchain_core.runnables import RunnableConfig
from langchain_core.tools import tool


@tool
def traced(query: str, config: RunnableConfig) -> str:
    """Run a traced query [sum]."""
    return query


@tool
def with_callbacks(query: str, callbacks=None, run_manager=None) -> str:
    """Run with callbacks [sum]."""
    return query
