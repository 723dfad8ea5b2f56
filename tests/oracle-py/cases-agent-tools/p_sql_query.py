# A database tool: str query, a dict of parameters, a positive row limit default
from typing import Any

from langchain_core.tools import tool


@tool
def run_query(sql: str, params: dict[str, Any] | None = None, max_rows: int = 100) -> list[dict[str, Any]]:
    """Run a read-only SQL query and return the rows [sum]."""
    return []


@tool
def list_tables(schema: str = "public") -> list[str]:
    """List the tables of a schema [sum]."""
    return []
