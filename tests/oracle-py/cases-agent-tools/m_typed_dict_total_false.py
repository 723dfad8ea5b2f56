# A typing.TypedDict with total=False, which pydantic refuses on Python < 3.12
from typing import TypedDict

from langchain_core.tools import tool


class ProfilePatch(TypedDict, total=False):
    display_name: str
    bio: str
    age: int


@tool
def update_profile(user_id: int, patch: ProfilePatch) -> bool:
    """Update some profile fields [sum]."""
    return True
