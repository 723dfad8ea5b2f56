# Args describes only some parameters, and one that does not exist.
from agents import function_tool


@function_tool
def f(x: int, y: str, z: bool = False) -> int:
    """Summary [sum].

    Args:
        x: X value [doc].
        nope: Not a parameter [doc].
    """
    return x
