# use_docstring_info=False: no description and no parameter descriptions from the docstring.
from agents import function_tool


@function_tool(use_docstring_info=False)
def find(city: str, n: int = 2) -> str:
    """Find a city [sum].

    Args:
        city: The city [doc].
    """
    return city


@function_tool(use_docstring_info=False, description_override="Given [dec].")
def find2(city: str) -> str:
    """Find a city [sum]."""
    return city
