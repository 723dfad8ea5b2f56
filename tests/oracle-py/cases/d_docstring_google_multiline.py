# Case: Google docstrings with typed entries `x (int):`, continuation lines, "Arguments:" and "Example:" sections.
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("d_docstring_google_multiline")


@mcp.tool()
def resize(width: int, height: int, keep_ratio: bool = True) -> str:
    """Resize the current image [sum].

    The image is resampled with a Lanczos filter [body].

    Args:
        width (int): Target width in pixels; values above the
            original width upscale the image [doc].
        height (int): Target height in pixels [doc].
        keep_ratio (bool, optional): Keep the aspect ratio. Defaults
            to True [doc].

    Returns:
        str: The path of the written file [ret].

    Example:
        >>> resize(100, 50)
    """
    return ""


@mcp.tool()
def crop(left: int, top: int) -> str:
    """Crop the image [sum].

    Arguments:
        left: Left edge [doc].
        top: Top edge [doc].
    """
    return ""


if __name__ == "__main__":
    mcp.run()
