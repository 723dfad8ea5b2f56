# Case: structured_output=True on a function without a return annotation (an error at import?).
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("t_structured_output_unannotated")


@mcp.tool(structured_output=True)
def no_return_annotation(x: int):
    """structured_output=True without a return annotation [sum]."""
    return x


if __name__ == "__main__":
    mcp.run()
