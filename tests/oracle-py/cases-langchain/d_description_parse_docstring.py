# description= with parse_docstring=True: Args still describe parameters
from langchain_core.tools import tool


@tool(description="Create a calendar event [dec]", parse_docstring=True)
def create_event(title: str, start: str, minutes: int = 30) -> str:
    """Summary replaced by the keyword [sum].

    Args:
        title: Event title [doc].
        start: ISO start time [doc].
        minutes: Duration [doc].
    """
    return "evt"
