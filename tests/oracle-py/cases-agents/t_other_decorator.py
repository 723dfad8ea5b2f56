# function_tool over another decorator that keeps the signature.
import functools

from agents import function_tool


def logged(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)

    return wrapper


@function_tool
@logged
def f(a: int) -> int:
    """Summary [sum]."""
    return a
