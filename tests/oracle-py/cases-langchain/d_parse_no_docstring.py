# parse_docstring=True refuses a function without a docstring even when description= is given
from langchain_core.tools import tool


@tool(description="Count items [dec]", parse_docstring=True)
def count(items: list[str]) -> int:
    return len(items)
