# Sphinx :param: descriptions continued on the next line
from langchain_core.tools import tool


@tool
def archive(path: str, compression: str = "zip") -> str:
    """Archive a folder [sum].

    :param path: Folder to archive; every file below it
        is included [doc].
    :param compression: One of zip, tar or gztar [doc].
    """
    return path
