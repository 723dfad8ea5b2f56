# Case: structured_output=True on a bare -> dict: rejected at registration.
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("r_structured_bare_dict")


@mcp.tool(structured_output=True)
def structured_bare_dict(x: int) -> dict:
    """structured_output=True on a bare -> dict [sum]."""
    return {"x": x}


if __name__ == "__main__":
    mcp.run()
