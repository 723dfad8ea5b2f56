# Strict mode with a list of models holding an enum
from enum import Enum

from pydantic import BaseModel

from agents import function_tool


class Role(str, Enum):
    OWNER = "owner"
    EDITOR = "editor"
    VIEWER = "viewer"


class Member(BaseModel):
    email: str
    role: Role = Role.VIEWER


@function_tool
def invite(project: str, members: list[Member]) -> int:
    """Invite members to a project [sum]."""
    return len(members)
