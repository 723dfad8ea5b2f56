# pydantic network types: EmailStr is not installed, AnyUrl and HttpUrl are
from pydantic import AnyUrl, HttpUrl

from langchain_core.tools import tool


@tool
def subscribe(feed: HttpUrl, callback: AnyUrl | None = None) -> bool:
    """Subscribe to an RSS feed [sum]."""
    return True
