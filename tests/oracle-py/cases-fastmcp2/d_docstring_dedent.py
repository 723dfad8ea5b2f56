# Case: multi-line docstrings (fastmcp sends inspect.getdoc: cleaned, indentation removed).
from fastmcp import FastMCP

mcp = FastMCP("d_docstring_dedent")


@mcp.tool
def multi(query: str, limit: int = 3) -> str:
    """Search things [sum].

    The body paragraph [body].

    Args:
        query: the query [doc]
        limit: how many [doc]
    """
    return query


@mcp.tool
def leading_newline(query: str) -> str:
    """
    Starts on the second line [sum].
        Indented more [body].
    """
    return query


@mcp.tool
def trailing_blank(query: str) -> str:
    """One line then blank lines [sum].


    """
    return query


if __name__ == "__main__":
    mcp.run()
