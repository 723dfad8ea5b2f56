# *args and **kwargs after regular parameters
from langchain_core.tools import tool


@tool
def format_message(template: str, *values: str) -> str:
    """Format a message template with values [sum]."""
    return template.format(*values)
