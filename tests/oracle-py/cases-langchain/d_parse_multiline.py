# parse_docstring=True: continuation lines of an Args entry, several body paragraphs
from langchain_core.tools import tool


@tool(parse_docstring=True)
def plan_route(start: str, end: str, avoid_tolls: bool = False) -> list[str]:
    """Plan a route [sum].

    First body paragraph [body].
    It goes on here [body].

    Second body paragraph [body].

    Args:
        start: Where to start [doc],
            continued on the next line [doc].
        end: Where to end [doc].
        avoid_tolls: Skip toll roads [doc].

    Raises:
        ValueError: When no route exists [raises].
    """
    return [start, end]
