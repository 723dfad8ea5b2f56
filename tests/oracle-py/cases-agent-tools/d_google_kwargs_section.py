# Google "Keyword Args:" and "Parameters:" headings
from langchain_core.tools import tool


@tool
def paginate(endpoint: str, page_size: int = 50) -> list[dict]:
    """Fetch every page of an API listing [sum].

    Parameters:
        endpoint: API path [doc].
        page_size: Items per page [doc].
    """
    return []


@tool
def crawl(start_url: str, max_pages: int = 10) -> list[str]:
    """Crawl a site [sum].

    Keyword Args:
        start_url: Where to start [doc].
        max_pages: Crawl budget [doc].
    """
    return []
