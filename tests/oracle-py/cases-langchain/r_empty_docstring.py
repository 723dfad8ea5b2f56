# an empty docstring is no description either
from langchain_core.tools import tool


@tool
def blank(x: int) -> int:
    """"""
    return x
