# Strict mode keeps defaults of every scalar kind and None
from agents import function_tool


@function_tool
def configure(name: str = "svc", replicas: int = 2, ratio: float = 0.5, debug: bool = False, region: str | None = None) -> str:
    """Configure a service [sum]."""
    return name
