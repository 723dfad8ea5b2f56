# A summary wrapped over two lines before a blank line
from langchain_core.tools import tool


@tool
def audit_permissions(resource: str) -> list[str]:
    """Audit who can access a resource and list every principal
    that holds a direct or inherited grant [sum].

    Args:
        resource: Resource path [doc].
    """
    return []
