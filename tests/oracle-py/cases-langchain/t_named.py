# @tool("name"): the name given replaces the function's
from langchain_core.tools import tool


@tool("web_search")
def search(query: str) -> str:
    """Search the web [sum]."""
    return query


@tool("lookup-user", return_direct=True)
def find_user(user_id: int) -> dict:
    """Find a user by id [sum]."""
    return {"id": user_id}
