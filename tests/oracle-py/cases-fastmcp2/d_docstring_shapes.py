# Case: no docstring, one-line, trailing whitespace, leading newline, tabs, single quotes, raw, empty.
from fastmcp import FastMCP

mcp = FastMCP("d_docstring_shapes")


@mcp.tool()
def no_docstring(x: int) -> int:
    return x


@mcp.tool()
def one_line(x: int) -> int:
    """One line [sum]."""
    return x


@mcp.tool()
def leading_newline(x: int) -> int:
    """
    Starts on the second line [sum].
    """
    return x


@mcp.tool()
def trailing_spaces(x: int) -> int:
    """Trailing spaces [sum].   

    Body line [body].  
    """
    return x


@mcp.tool()
def quoted_variants(x: int) -> int:
    r'''Single quotes and a raw \n backslash [sum].'''
    return x


@mcp.tool()
def empty_docstring(x: int) -> int:
    """"""
    return x


if __name__ == "__main__":
    mcp.run()
