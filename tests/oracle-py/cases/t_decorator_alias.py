# Case: the decorator kept in a name (`tool = mcp.tool`) and a tool registered twice under two names.
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("t_decorator_alias")
tool = mcp.tool


@tool()
def first(x: int) -> int:
    """Through an alias [sum]."""
    return x


def shared(x: int) -> int:
    """Registered twice [sum]."""
    return x


mcp.add_tool(shared)
mcp.add_tool(shared, name="shared_again")


if __name__ == "__main__":
    mcp.run()
