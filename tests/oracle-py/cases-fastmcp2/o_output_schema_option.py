# Case: output_schema=None turns the schema off; an explicit object schema is sent as written.
from fastmcp import FastMCP

mcp = FastMCP("o_output_schema_option")


@mcp.tool(output_schema=None)
def no_schema(n: int) -> int:
    """output_schema=None [sum]."""
    return n


@mcp.tool(output_schema={"type": "object", "properties": {"total": {"type": "integer"}}, "required": ["total"]})
def explicit(n: int) -> dict:
    """An explicit schema [sum]."""
    return {"total": n}


if __name__ == "__main__":
    mcp.run()
