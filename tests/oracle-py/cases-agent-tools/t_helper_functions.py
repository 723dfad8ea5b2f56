# Tools next to undecorated helper functions and a constant
from langchain_core.tools import tool

BASE_URL = "https://api.example.com"


def _headers() -> dict:
    return {"Accept": "application/json"}


@tool
def get_repo(owner: str, name: str) -> dict:
    """Get a repository's metadata [sum]."""
    return {"url": f"{BASE_URL}/{owner}/{name}", "headers": _headers()}


def helper(x: int) -> int:
    return x


@tool
def star_repo(owner: str, name: str) -> bool:
    """Star a repository [sum]."""
    return True
