# Case: add_tool of a plain function (fastmcp's add_tool takes a Tool), beside a decorated tool.
from fastmcp import FastMCP

mcp = FastMCP("r_add_tool_function")


@mcp.tool
def decorated(query: str) -> str:
    """Decorated [sum]."""
    return query


def plain(query: str) -> str:
    """Handed to add_tool as a function [sum]."""
    return query


mcp.add_tool(plain)

if __name__ == "__main__":
    mcp.run()
