# A recursive model under strict_mode=False
from __future__ import annotations

from pydantic import BaseModel

from agents import function_tool


class Comment(BaseModel):
    author: str
    text: str
    replies: list[Comment] = []


@function_tool(strict_mode=False)
def post_thread(root: Comment) -> int:
    """Post a comment thread [sum]."""
    return 1
