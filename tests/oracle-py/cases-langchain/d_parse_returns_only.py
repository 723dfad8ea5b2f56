# parse_docstring=True on a docstring with Returns but no Args, on a tool without parameters
from langchain_core.tools import tool


@tool(parse_docstring=True)
def server_time() -> str:
    """Get the server time [sum].

    Returns:
        ISO timestamp [ret].
    """
    return ""
