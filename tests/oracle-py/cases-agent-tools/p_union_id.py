# A user lookup by int or str id, a union of three scalars
from typing import Union

from langchain_core.tools import tool


@tool
def get_user(user: Union[int, str]) -> dict:
    """Get a user by numeric id or username [sum]."""
    return {}


@tool
def set_setting(key: str, value: str | int | bool) -> None:
    """Change one setting [sum]."""
