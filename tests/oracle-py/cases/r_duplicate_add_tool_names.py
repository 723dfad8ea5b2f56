# Case: two functions registered under one name= with add_tool and the decorator: the first registration is kept.
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("r_duplicate_add_tool_names")


@mcp.tool(name="lookup")
def lookup_v1(key: str) -> str:
    """First lookup [sum]."""
    return key


def lookup_v2(key: str, exact: bool = True) -> str:
    """Second lookup [sum]."""
    return key


mcp.add_tool(lookup_v2, name="lookup")


if __name__ == "__main__":
    mcp.run()
