# args_schema= a class that is not a model
from langchain_core.tools import tool


class NotAModel:
    x: int


@tool(args_schema=NotAModel)
def compute(x: int) -> int:
    """Compute [sum]."""
    return x
