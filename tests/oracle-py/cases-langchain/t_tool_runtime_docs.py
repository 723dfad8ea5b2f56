# ToolRuntime from langchain.tools with a documented tool
from langchain.tools import ToolRuntime, tool


@tool(parse_docstring=True)
def user_language(fallback: str, runtime: ToolRuntime) -> str:
    """Get the user's preferred language [sum].

    Args:
        fallback: Language when unknown [doc].
    """
    return fallback
