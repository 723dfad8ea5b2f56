# Case: scalar returns: str, int, float, bool, bytes.
from fastmcp import FastMCP

mcp = FastMCP("o_scalars")


@mcp.tool()
def ret_str() -> str:
    """-> str [sum]."""
    return ""


@mcp.tool()
def ret_int() -> int:
    """-> int [sum]."""
    return 0


@mcp.tool()
def ret_float() -> float:
    """-> float [sum]."""
    return 0.0


@mcp.tool()
def ret_bool() -> bool:
    """-> bool [sum]."""
    return True


@mcp.tool()
def ret_bytes() -> bytes:
    """-> bytes [sum]."""
    return b""


if __name__ == "__main__":
    mcp.run()
