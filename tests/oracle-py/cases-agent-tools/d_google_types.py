# Google-style Args with types in parentheses
from langchain_core.tools import tool


@tool
def resize(path: str, width: int, height: int = 0) -> str:
    """Resize an image on disk [sum].

    Args:
        path (str): Path of the image [doc].
        width (int): New width in pixels [doc].
        height (int, optional): New height; 0 keeps the ratio [doc]. Defaults to 0.
    """
    return path
