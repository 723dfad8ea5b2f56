# An async and a sync tool side by side with docstrings
from langchain_core.tools import tool


@tool
async def list_buckets(prefix: str = "") -> list[str]:
    """List storage buckets [sum].

    Args:
        prefix: Only buckets starting with this [doc].
    """
    return []


@tool
def bucket_size(bucket: str) -> int:
    """Get a bucket's size in bytes [sum].

    Args:
        bucket: Bucket name [doc].
    """
    return 0
