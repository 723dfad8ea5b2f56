# another decorator below @tool hands it a wrapper
import functools

from langchain_core.tools import tool


def logged(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)

    return wrapper


@tool
@logged
def greet(name: str) -> str:
    """Greet someone [sum]."""
    return f"hi {name}"
