# parse_docstring=True with types in parentheses in Args
from langchain_core.tools import tool


@tool(parse_docstring=True)
def resize(path: str, width: int, height: int = 0) -> str:
    """Resize an image [sum].

    Args:
        path (str): Image path [doc].
        width (int): Width in pixels [doc].
        height (int): Height in pixels [doc].
    """
    return path
