# A Google docstring with Args and a Yields section on an async tool
from langchain_core.tools import tool


@tool
async def stream_logs(service: str, lines: int = 100) -> str:
    """Stream the last log lines of a service [sum].

    Args:
        service: Service name [doc].
        lines: How many lines [doc].

    Yields:
        Lines as they arrive [ret].
    """
    return ""
