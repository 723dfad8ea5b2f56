# A code-review toolset: Literal merge methods, Optional ints, defaults
from typing import Literal, Optional

from langchain_core.tools import tool


@tool
def merge_pull_request(repo: str, number: int, method: Literal["merge", "squash", "rebase"] = "squash", delete_branch: bool = True) -> str:
    """Merge a pull request [sum].

    Args:
        repo: Repository as owner/name [doc].
        number: Pull request number [doc].
        method: Merge method [doc].
        delete_branch: Delete the head branch afterwards [doc].
    """
    return "merged"


@tool
def list_pull_requests(repo: str, state: Literal["open", "closed", "all"] = "open", per_page: Optional[int] = 30) -> list[dict]:
    """List pull requests [sum].

    Args:
        repo: Repository as owner/name [doc].
        state: Which pull requests [doc].
        per_page: Page size [doc].
    """
    return []
