# A permissions tool: set of a Literal
from typing import Literal

from langchain_core.tools import tool

Permission = Literal["read", "write", "admin"]


@tool
def grant(user: str, permissions: set[Permission]) -> bool:
    """Grant permissions to a user [sum]."""
    return True
