# import typing as t: t.Optional, t.List, t.Literal
import typing as t

from langchain_core.tools import tool


@tool
def find_books(title: t.Optional[str] = None, genres: t.List[str] = [], sort: t.Literal["title", "year"] = "title") -> t.List[str]:
    """Find books in the library [sum]."""
    return []
