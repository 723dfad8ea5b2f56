# Case: **kwargs alone, a keyword-only parameter after *args, and a typed **kwargs.
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("r_varargs_keyword_only")


@mcp.tool()
def options_only(**options) -> str:
    """Only **options [sum]."""
    return str(options)


@mcp.tool()
def after_args(*names: str, limit: int = 5) -> int:
    """Keyword-only after *names [sum]."""
    return limit


if __name__ == "__main__":
    mcp.run()
