# Case: *args and **kwargs, untyped and typed.
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("r_varargs")


@mcp.tool()
def untyped_var(x: int, *args, **kwargs) -> int:
    """Untyped *args and **kwargs [sum]."""
    return x


@mcp.tool()
def typed_var(*values: int, **options: str) -> int:
    """Typed *values and **options [sum]."""
    return len(values)


if __name__ == "__main__":
    mcp.run()
