# *args becomes an array defaulting to null, **kwargs an object
from langchain_core.tools import tool


@tool
def concat(*parts: str) -> str:
    """Join the parts [sum]."""
    return "".join(parts)


@tool
def tag(name: str, **labels: int) -> dict:
    """Tag a resource [sum]."""
    return labels


@tool
def anything(*args, **kwargs) -> str:
    """Take anything [sum]."""
    return ""
