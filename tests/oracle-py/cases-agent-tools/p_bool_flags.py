# A file search tool with several boolean flags and an int depth
from langchain_core.tools import tool


@tool
def search_files(pattern: str, root: str = ".", recursive: bool = True, case_sensitive: bool = False, max_depth: int = 10) -> list[str]:
    """Search files whose names match a glob pattern [sum]."""
    return []
