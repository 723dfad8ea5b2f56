# A parameter of an arbitrary class pydantic cannot make a schema for
from langchain_core.tools import tool


class Connection:
    pass


@tool
def first(a: int) -> int:
    """A good tool before the bad one [sum]."""
    return a


@tool
def query(conn: Connection, sql: str) -> list:
    """Run a query on a connection [sum]."""
    return []
