# Auto-detected Sphinx style on two tools, one with a body paragraph
from agents import function_tool


@function_tool
def compress(path: str, level: int = 6) -> str:
    """Compress a file with gzip [sum].

    The original is kept [body].

    :param path: The file [doc].
    :param level: 1 (fast) to 9 (small) [doc].
    :returns: Path of the archive [ret].
    """
    return path + ".gz"


@function_tool
def decompress(path: str) -> str:
    """Decompress a gzip file [sum].

    :param path: The archive [doc].
    """
    return path[:-3]
