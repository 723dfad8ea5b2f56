# Google Args with typing in parentheses and an "optional" marker
from typing import Optional

from langchain_core.tools import tool


@tool
def geocode(address: str, country: Optional[str] = None, limit: int = 1) -> list[dict]:
    """Turn an address into coordinates [sum].

    Args:
        address (str): Free-form address [doc].
        country (Optional[str]): ISO country code to bias results [doc].
        limit (int, optional): Maximum results. Defaults to 1 [doc].

    Returns:
        list[dict]: Matches with lat and lon [ret].
    """
    return []
