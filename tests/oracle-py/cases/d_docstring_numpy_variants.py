# Case: NumPy docstrings with an untyped entry, two names on one line, and an "Other Parameters" section.
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("d_docstring_numpy_variants")


@mcp.tool()
def blend(a: float, b: float, weight: float = 0.5, clamp: bool = True) -> float:
    """Blend two values [sum].

    Parameters
    ----------
    a, b : float
        The values to blend [doc].
    weight
        Weight of the second value [doc].

    Other Parameters
    ----------------
    clamp : bool
        Clamp the result to [a, b] [doc].

    Returns
    -------
    float
        The blended value [ret].
    """
    return a


if __name__ == "__main__":
    mcp.run()
