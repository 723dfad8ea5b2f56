# description_override replaces the docstring text; parameter descriptions still come from it.
from agents import function_tool


@function_tool(description_override="Overridden [dec].")
def find(city: str) -> str:
    """Find a city [sum].

    Args:
        city: The city [doc].
    """
    return city
