# async tools: an HTTP fetch and a sleep
import asyncio

from langchain_core.tools import tool


@tool
async def fetch_url(url: str, timeout: float = 10.0) -> str:
    """Fetch a web page and return its text [sum]."""
    return ""


@tool
async def wait(seconds: int) -> str:
    """Wait some seconds before continuing [sum]."""
    await asyncio.sleep(seconds)
    return "done"
