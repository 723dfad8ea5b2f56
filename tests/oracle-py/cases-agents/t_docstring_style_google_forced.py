# docstring_style="google" forced on a Sphinx docstring
from agents import function_tool


@function_tool(docstring_style="google")
def checksum(path: str, algorithm: str = "sha256") -> str:
    """Compute a file checksum [sum].

    :param path: The file [doc].
    :param algorithm: Hash algorithm [doc].
    """
    return ""
