# A docstring indented deeper than usual and with trailing spaces.
from agents import function_tool


@function_tool
def f(x: int) -> int:
    """Summary line [sum].   

        Indented body [body].

        Args:
            x: X value [doc].
        """
    return x
