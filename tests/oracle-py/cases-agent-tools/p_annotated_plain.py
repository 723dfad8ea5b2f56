# Annotated with non-description metadata: a plain object and a string
from typing import Annotated

from langchain_core.tools import tool


@tool
def rename(path: Annotated[str, "the current path [ann]"], new_name: Annotated[str, object()]) -> str:
    """Rename a file [sum]."""
    return new_name
