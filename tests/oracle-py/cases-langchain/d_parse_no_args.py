# parse_docstring=True refuses a docstring without an Args section
from langchain_core.tools import tool


@tool(parse_docstring=True)
def ping(host: str) -> bool:
    """Ping a host [sum]."""
    return True
