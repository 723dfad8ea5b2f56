# UUID and Path parameters
from pathlib import Path
from uuid import UUID

from langchain_core.tools import tool


@tool
def attach_file(record_id: UUID, file: Path, overwrite: bool = False) -> str:
    """Attach a local file to a record [sum]."""
    return str(record_id)
