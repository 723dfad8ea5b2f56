# InjectedToolCallId and InjectedToolArg together with a docstring parse
from typing import Annotated

from langchain_core.tools import InjectedToolArg, InjectedToolCallId, tool


@tool(parse_docstring=True)
def save_note(text: str, user_id: Annotated[str, InjectedToolArg], tool_call_id: Annotated[str, InjectedToolCallId]) -> str:
    """Save a note for the user [sum].

    Args:
        text: Note text [doc].
        user_id: The user [doc].
        tool_call_id: The call [doc].
    """
    return "ok"
