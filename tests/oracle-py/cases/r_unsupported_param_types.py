# Case: a parameter type pydantic has no schema for (bytearray; the SDK and fastmcp fail differently), beside a tool that would list.
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("r_unsupported_param_types")


@mcp.tool()
def echo(text: str) -> str:
    """Registered first [sum]."""
    return text


@mcp.tool()
def mutate(buffer: bytearray) -> int:
    """A bytearray [sum]."""
    return len(buffer)


if __name__ == "__main__":
    mcp.run()
