# Case: structured_output=False and True against several return annotations.
from typing import Any

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("t_structured_output")


@mcp.tool(structured_output=False)
def unstructured_str(x: int) -> str:
    """structured_output=False on -> str [sum]."""
    return str(x)


@mcp.tool(structured_output=False)
def unstructured_dict(x: int) -> dict[str, int]:
    """structured_output=False on -> dict[str, int] [sum]."""
    return {"x": x}


@mcp.tool(structured_output=True)
def structured_int(x: int) -> int:
    """structured_output=True on -> int [sum]."""
    return x


if __name__ == "__main__":
    mcp.run()
