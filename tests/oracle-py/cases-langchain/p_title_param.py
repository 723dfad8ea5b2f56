# a parameter named title keeps its schema's inner title stripped
from langchain_core.tools import tool


@tool
def create_page(title: str, properties: dict[str, str] = {}, description: str = "") -> str:
    """Create a page [sum]."""
    return title
