# Case: NumPy- and Sphinx-style docstrings, sent raw by the SDK.
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("d_docstring_styles")


@mcp.tool()
def numpy_style(a: int, b: int) -> int:
    """Add two numbers [sum].

    Parameters
    ----------
    a : int
        First operand [doc].
    b : int
        Second operand [doc].

    Returns
    -------
    int
        The sum [ret].
    """
    return a + b


@mcp.tool()
def sphinx_style(a: int, b: int) -> int:
    """Multiply two numbers [sum].

    :param a: First factor [doc].
    :param b: Second factor [doc].
    :returns: The product [ret].
    """
    return a * b


if __name__ == "__main__":
    mcp.run()
