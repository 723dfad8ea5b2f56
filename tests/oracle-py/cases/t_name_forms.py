# Case: the tool name: default, name= keyword, positional name, names with dashes and dots.
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("t_name_forms")


@mcp.tool()
def default_name(x: int) -> int:
    """Named after the function [sum]."""
    return x


@mcp.tool(name="keyword_name")
def keyword(x: int) -> int:
    """Named with name= [sum]."""
    return x


@mcp.tool("positional_name")
def positional(x: int) -> int:
    """Named positionally [sum]."""
    return x


@mcp.tool(name="dashed-name.v2")
def dashed(x: int) -> int:
    """A name with a dash and a dot [sum]."""
    return x


if __name__ == "__main__":
    mcp.run()
