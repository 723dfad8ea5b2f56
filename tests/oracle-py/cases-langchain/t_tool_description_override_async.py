# An async tool with a name and description= but no docstring
from langchain_core.tools import tool


@tool("fetch_rss", description="Fetch the latest items of an RSS feed [dec]")
async def fetch(feed_url: str, limit: int = 10) -> list[dict]:
    return []
