# A Sphinx-style docstring.
from agents import function_tool


@function_tool
def search(query: str, limit: int = 5) -> list[str]:
    """Search the index [sum].

    Longer explanation paragraph [body].

    :param query: What to look for [doc].
    :param limit: How many results [doc].
    :returns: The hits [ret].
    """
    return []
