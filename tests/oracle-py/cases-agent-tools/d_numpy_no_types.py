# NumPy Parameters without types after the names
from langchain_core.tools import tool


@tool
def merge_pdfs(files: list[str], output: str) -> str:
    """Merge PDF files into one [sum].

    Parameters
    ----------
    files
        Paths of the PDFs in order [doc].
    output
        Path of the merged PDF [doc].
    """
    return output
