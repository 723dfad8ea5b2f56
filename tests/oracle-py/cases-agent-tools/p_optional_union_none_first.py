# None first in a union, and Optional of a union
from typing import Optional, Union

from langchain_core.tools import tool


@tool
def locate(query: None | str = None, near: Optional[Union[str, int]] = None) -> list[str]:
    """Locate places [sum]."""
    return []
