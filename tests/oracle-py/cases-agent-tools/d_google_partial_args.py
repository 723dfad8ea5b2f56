# Google Args documenting only some parameters, and one that does not exist
from langchain_core.tools import tool


@tool
def create_user(username: str, email: str, admin: bool = False) -> int:
    """Create a user account [sum].

    Args:
        username: Login name [doc].
        role: A parameter the function does not have [doc].
    """
    return 1
