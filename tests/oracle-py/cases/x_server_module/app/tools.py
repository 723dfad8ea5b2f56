from app.server import mcp


@mcp.tool()
def add(a: int, b: int) -> int:
    """Add two numbers [sum]."""
    return a + b


@mcp.tool()
def negate(a: int) -> int:
    """Negate a number [sum]."""
    return -a
