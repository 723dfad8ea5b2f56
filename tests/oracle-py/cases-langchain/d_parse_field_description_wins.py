# parse_docstring=True and a Field description for the same parameter
from typing import Annotated

from pydantic import Field

from langchain_core.tools import tool


@tool(parse_docstring=True)
def set_volume(level: Annotated[int, Field(description="Volume from the field [field-ann]", ge=0, le=100)], device: str = "default") -> int:
    """Set the output volume [sum].

    Args:
        level: Volume from the docstring [doc].
        device: Output device [doc].
    """
    return level
