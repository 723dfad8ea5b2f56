# A bytes parameter and an optional bytes
from langchain_core.tools import tool


@tool
def upload_blob(name: str, data: bytes, checksum: bytes | None = None) -> str:
    """Upload binary data to the blob store [sum]."""
    return name
