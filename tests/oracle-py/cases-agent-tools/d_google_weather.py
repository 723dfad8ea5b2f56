# A Google-style docstring with Args, Returns and Raises on a weather tool
from langchain_core.tools import tool


@tool
def get_alerts(region: str, severity: str = "any") -> list[str]:
    """Get active weather alerts for a region [sum].

    Args:
        region: Two-letter region code, e.g. "CA" [doc].
        severity: Minimum severity to include [doc].

    Returns:
        The alert headlines [ret].

    Raises:
        KeyError: If the region is unknown [raises].
    """
    return []
