# Case: a Google-style docstring with Args/Returns/Raises (raw __doc__ on 3.11, indentation kept).
from fastmcp import FastMCP

mcp = FastMCP("d_docstring_google")


@mcp.tool()
def search(query: str, limit: int = 10) -> list[str]:
    """Search the index [sum].

    Longer explanation paragraph [body].
    It spans two lines [body].

    Args:
        query: The text to search for [doc].
        limit: Maximum number of hits [doc].
            Continued on an indented line [doc].

    Returns:
        The matching titles [ret].

    Raises:
        ValueError: If the query is empty [raises].
    """
    return [query][:limit]


@mcp.tool()
def no_summary(x: int) -> int:
    """Args:
    x: X value [doc].
    """
    return x


if __name__ == "__main__":
    mcp.run()
