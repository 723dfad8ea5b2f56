# a docstring that starts on the line after the quotes is dedented as a whole
from langchain_core.tools import tool


@tool
def archive(path: str) -> str:
    """
    Archive a path [sum].

        Indented example [body].
    """
    return path


@tool
def unarchive(path: str) -> str:
    """
        Unarchive a path [sum].
    Not indented [body].
    """
    return path
