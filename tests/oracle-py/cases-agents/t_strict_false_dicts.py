# strict_mode=False lets dict and Any parameters through
from typing import Any

from agents import function_tool


@function_tool(strict_mode=False)
def run_query(sql: str, params: dict[str, Any] | None = None, max_rows: int = 100) -> list[dict[str, Any]]:
    """Run a read-only SQL query [sum].

    Args:
        sql: The query [doc].
        params: Bound parameters [doc].
        max_rows: Row limit [doc].
    """
    return []


@function_tool(strict_mode=False)
def send_webhook(url: str, payload: Any, headers: dict[str, str] = {}) -> int:
    """Post a payload to a webhook [sum]."""
    return 200
