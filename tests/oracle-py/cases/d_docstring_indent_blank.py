# Case: docstrings with deeper-indented lines, whitespace-only lines and a closing quote on the text line.
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("d_docstring_indent_blank")


@mcp.tool()
def nested_indent(x: int) -> int:
    """Compute a value [sum].

    Steps [body]:
        1. read
            1a. parse
        2. write
    
    Done."""
    return x


@mcp.tool()
def one_line_with_space(x: int) -> int:
    """   Leading spaces in a one-line docstring [sum].   """
    return x


if __name__ == "__main__":
    mcp.run()
