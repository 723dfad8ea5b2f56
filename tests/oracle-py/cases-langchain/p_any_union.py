# Any and unions of scalars
from typing import Any, Union

from langchain_core.tools import tool


@tool
def store(key: str, value: Any, ttl: Union[int, float] = 60, ref: int | str | None = None) -> bool:
    """Store a value [sum]."""
    return True
