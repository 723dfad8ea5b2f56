# Case: `tool()` and `add_tool()` options passed by position: each is the parameter at its place in the release's signature (1.x from 1.10 on: name, title, description; before 1.7: name, description).
# oracle: no rewrites
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("t_positional_options")


@mcp.tool("renamed")
def first(x: int) -> str:
    """Only the name by position [sum]."""
    return str(x)


@mcp.tool("second_renamed", "Second option by position [pos]")
def second(x: int) -> str:
    """The second positional option [sum]."""
    return str(x)


def added(x: int) -> str:
    """Added with options by position [sum]."""
    return str(x)


mcp.add_tool(added, "added_renamed", "Added second option [pos]")


if __name__ == "__main__":
    mcp.run()
