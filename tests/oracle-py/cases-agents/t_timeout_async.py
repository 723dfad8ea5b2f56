# timeout= on an async tool, with timeout_behavior
from agents import function_tool


@function_tool(timeout=30, timeout_behavior="error_as_result")
async def crawl(url: str, depth: int = 1) -> list[str]:
    """Crawl a site and return the URLs found [sum].

    Args:
        url: Start URL [doc].
        depth: Link depth [doc].
    """
    return []
