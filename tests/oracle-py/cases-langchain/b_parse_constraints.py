# parse_docstring=True with constrained parameters
from typing import Annotated

from pydantic import Field

from langchain_core.tools import tool


@tool(parse_docstring=True)
def rate(item_id: Annotated[str, Field(min_length=3)], stars: Annotated[int, Field(ge=1, le=5)] = 3) -> bool:
    """Rate an item [sum].

    Args:
        item_id: The item [doc].
        stars: One to five [doc].
    """
    return True
