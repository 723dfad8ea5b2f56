# An async function is a tool like a sync one.
from agents import function_tool


@function_tool
async def fetch(url: str, retries: int = 3) -> str:
    """Fetch a page [sum]."""
    return url
