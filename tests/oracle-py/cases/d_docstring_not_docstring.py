# Case: first statements that are not docstrings: an f-string, a string after a statement, and a docstring made of two literals.
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("d_docstring_not_docstring")

NAME = "demo"


@mcp.tool()
def f_string(x: int) -> int:
    f"""Uses {NAME} [sum]."""
    return x


@mcp.tool()
def late_string(x: int) -> int:
    x = x + 1
    """Not a docstring [sum]."""
    return x


@mcp.tool()
def concatenated(x: int) -> int:
    """Two literals [sum]. """ """Joined into one docstring [body]."""
    return x


if __name__ == "__main__":
    mcp.run()
