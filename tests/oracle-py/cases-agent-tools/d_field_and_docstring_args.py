# A Field description and a Google Args entry for the same parameter
from typing import Annotated

from pydantic import Field

from langchain_core.tools import tool


@tool
def set_volume(level: Annotated[int, Field(description="Volume level [field-ann]")], device: str = "default") -> int:
    """Set the output volume [sum].

    Args:
        level: Volume from the docstring [doc].
        device: Output device [doc].
    """
    return level
