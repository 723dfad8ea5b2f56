# parse_docstring=True on async tools
from langchain_core.tools import tool


@tool(parse_docstring=True)
async def fetch_page(url: str, timeout: float = 10.0) -> str:
    """Fetch a web page [sum].

    Args:
        url: Page URL [doc].
        timeout: Seconds before giving up [doc].
    """
    return ""
