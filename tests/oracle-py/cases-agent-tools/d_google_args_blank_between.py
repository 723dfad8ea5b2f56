# Google Args with a blank line between two entries
from langchain_core.tools import tool


@tool
def schedule_post(text: str, at: str, channel: str = "general") -> str:
    """Schedule a chat post [sum].

    Args:
        text: Post text [doc].

        at: ISO timestamp [doc].
        channel: Channel name [doc].
    """
    return "scheduled"
