# parse_docstring=True with error_on_invalid_docstring=False on a docstring without Args
from langchain_core.tools import tool


@tool(parse_docstring=True, error_on_invalid_docstring=False)
def ping(host: str) -> bool:
    """Ping a host [sum].

    Sends three ICMP echo requests [body].
    """
    return True


@tool(parse_docstring=True, error_on_invalid_docstring=False)
def traceroute(host: str, max_hops: int = 30) -> list[str]:
    """Trace the route to a host [sum].

    Args:
        host: Target host [doc].
        hops: Not a parameter [doc].
    """
    return []
