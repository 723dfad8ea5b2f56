# strict_mode given by a module constant
from agents import function_tool

STRICT = False


@function_tool(strict_mode=STRICT)
def store(key: str, value: dict) -> bool:
    """Store a JSON value [sum]."""
    return True
