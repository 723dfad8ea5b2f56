# single-quoted and one-line docstrings
from langchain_core.tools import tool


@tool
def first(x: int) -> int:
    '''First element [sum].'''
    return x


@tool
def second(x: int) -> int:
    "Second element [sum]."
    return x
