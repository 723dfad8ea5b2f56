# Case: a docstring starting with its Args section (no summary line), and one naming a parameter that does not exist.
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("d_docstring_no_summary")


@mcp.tool()
def no_summary(x: int) -> int:
    """Args:
    x: X value [doc].
    """
    return x


@mcp.tool()
def partial_args(limit: int, offset: int = 0) -> int:
    """Page through results [sum].

    Args:
        limt: A misspelt parameter [doc].
        offset: Where to start [doc].
    """
    return limit


if __name__ == "__main__":
    mcp.run()
