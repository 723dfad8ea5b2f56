# an async function is a tool like a sync one
import asyncio

from langchain_core.tools import tool


@tool
async def fetch_page(url: str, timeout: float = 5.0) -> str:
    """Fetch a page [sum]."""
    await asyncio.sleep(0)
    return url


@tool("ping")
async def ping_host(host: str) -> bool:
    """Ping a host [sum]."""
    return bool(host)
