from .search import search_tool

__all__ = ["search_tool"]
