# Google docstring with a Note section before Args
from langchain_core.tools import tool


@tool
def purge_cache(prefix: str = "") -> int:
    """Purge cached entries [sum].

    Note:
        Purging is irreversible [body].

    Args:
        prefix: Only purge keys with this prefix [doc].
    """
    return 0
