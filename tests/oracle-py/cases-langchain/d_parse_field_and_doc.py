# parse_docstring=True: the docstring's text wins over Field and Annotated
from typing import Annotated

from pydantic import Field
from langchain_core.tools import tool


@tool(parse_docstring=True)
def resize(
    width: int = Field(description="Width [field-def]", ge=1),
    height: Annotated[int, "Height [ann]"] = 100,
    keep_ratio: Annotated[bool, "Keep the ratio [ann]"] = True,
) -> str:
    """Resize an image [sum].

    Args:
        width: New width [doc].
        height: New height [doc].
    """
    return f"{width}x{height}"
