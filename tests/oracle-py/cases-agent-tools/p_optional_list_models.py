# typing.List and typing.Dict spellings with Optional
from typing import Dict, List, Optional

from langchain_core.tools import tool


@tool
def bulk_update(ids: List[int], fields: Dict[str, str], note: Optional[str] = None) -> List[int]:
    """Update fields of many records [sum]."""
    return ids
