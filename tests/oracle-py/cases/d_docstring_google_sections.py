# Case: Google docstrings with "Keyword Args:", "Raises:", "Yields:", "Note:" and "Returns:" sections around Args.
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("d_docstring_google_sections")


@mcp.tool()
def export(table: str, fmt: str = "csv") -> str:
    """Export a table [sum].

    Note:
        Large tables take a while [body].

    Args:
        table: Table name [doc].

    Keyword Args:
        fmt: Output format [doc].

    Raises:
        KeyError: If the table is missing [raises].

    Returns:
        The file path [ret].
    """
    return table


if __name__ == "__main__":
    mcp.run()
