# A NumPy-style docstring.
from agents import function_tool


@function_tool
def search(query: str, limit: int = 5) -> list[str]:
    """Search the index [sum].

    Longer explanation paragraph [body].

    Parameters
    ----------
    query : str
        What to look for [doc].
    limit : int
        How many results [doc].

    Returns
    -------
    list[str]
        The hits [ret].
    """
    return []
