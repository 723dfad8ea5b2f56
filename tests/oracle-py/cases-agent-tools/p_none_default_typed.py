# Parameters typed without None but defaulting to None
from langchain_core.tools import tool


@tool
def find_contact(name: str = None, phone: str = None, company: str = "") -> list[dict]:
    """Find contacts by name, phone or company [sum]."""
    return []
