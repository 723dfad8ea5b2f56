# Case: the scalar parameter types without defaults: str, int, float, bool, bytes.
from fastmcp import FastMCP

mcp = FastMCP("p_scalars")


@mcp.tool()
def p_str(text: str) -> str:
    """Echo a string [sum]."""
    return text


@mcp.tool()
def p_int(count: int) -> int:
    """Echo an integer [sum]."""
    return count


@mcp.tool()
def p_float(ratio: float) -> float:
    """Echo a float [sum]."""
    return ratio


@mcp.tool()
def p_bool(flag: bool) -> bool:
    """Echo a bool [sum]."""
    return flag


@mcp.tool()
def p_bytes(blob: bytes) -> int:
    """Count bytes [sum]."""
    return len(blob)


if __name__ == "__main__":
    mcp.run()
