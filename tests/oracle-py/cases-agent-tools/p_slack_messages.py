# A chat toolset: thread timestamps as str | None, a list of block dicts
from typing import Any

from langchain_core.tools import tool


@tool
def post_message(channel: str, text: str, thread_ts: str | None = None, blocks: list[dict[str, Any]] | None = None) -> str:
    """Post a message to a channel [sum].

    Args:
        channel: Channel id or name [doc].
        text: Fallback text [doc].
        thread_ts: Reply in this thread [doc].
        blocks: Rich layout blocks [doc].
    """
    return "ts"
