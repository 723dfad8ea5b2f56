# infer_schema=False: a plain Tool taking one string
from langchain_core.tools import tool


@tool(infer_schema=False)
def echo(text: str) -> str:
    """Echo the input [sum]."""
    return text
