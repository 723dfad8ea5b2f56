# Case: defaults whose type differs from the annotation: a bool on an int, an int on a bool, a string on an int (pydantic does not validate defaults).
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("p_bool_int_defaults")


@mcp.tool()
def odd(count: int = True, flag: bool = 1, size: int = "10", name: str = 5) -> str:
    """Mismatched default types [sum]."""
    return str(count)


if __name__ == "__main__":
    mcp.run()
