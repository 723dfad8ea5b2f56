# parse_docstring=True: Args describe the parameters, the summary and body the tool
from langchain_core.tools import tool


@tool(parse_docstring=True)
def search_index(query: str, limit: int = 5) -> list[str]:
    """Search the index [sum].

    Longer explanation paragraph [body].

    Args:
        query: What to look for [doc].
        limit: How many results [doc].

    Returns:
        The matching ids [ret].
    """
    return [query] * limit


@tool(parse_docstring=True)
def send_email(to: str, subject: str, body: str = "") -> bool:
    """Send an email [sum].

    Args:
        to: Recipient address [doc].
        subject: Subject line [doc].
    """
    return True
