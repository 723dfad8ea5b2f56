# "Arguments:" as the Google section header.
from agents import function_tool


@function_tool
def f(x: int) -> int:
    """Summary [sum].

    Arguments:
        x: X value [doc].
    """
    return x
