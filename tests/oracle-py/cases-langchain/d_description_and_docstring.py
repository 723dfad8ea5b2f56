# description= and a docstring: the keyword wins
from langchain_core.tools import tool


@tool(description="Convert currencies at today's rate [dec]")
def convert(amount: float, source: str, target: str) -> float:
    """This docstring is not the description [sum].

    Args:
        amount: Unused [doc].
    """
    return amount
