# Case: docstrings with a summary spanning two lines and with a trailing blank line before the closing quotes.
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("d_docstring_class_style")


@mcp.tool()
def two_line_summary(x: int) -> int:
    """Summarise a dataset in a summary that is long enough
    to wrap onto a second line [sum].

    """
    return x


@mcp.tool()
def closing_blank(x: int) -> int:
    """
    Starts on the second line [sum].

    """
    return x


if __name__ == "__main__":
    mcp.run()
