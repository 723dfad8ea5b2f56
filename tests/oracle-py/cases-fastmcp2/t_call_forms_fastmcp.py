# Case: mcp.tool(fn), mcp.tool(name=...)(fn), mcp.add_tool(Tool.from_function(fn, ...)).
from fastmcp import FastMCP
from fastmcp.tools import Tool

mcp = FastMCP("t_call_forms")


def plain(query: str) -> str:
    """Registered by mcp.tool(fn) [sum]."""
    return query


def renamed(query: str) -> str:
    """Registered by mcp.tool(name=...)(fn) [sum]."""
    return query


def from_function(query: str, limit: int = 5) -> str:
    """Registered by add_tool(Tool.from_function) [sum]."""
    return query


mcp.tool(plain)
mcp.tool(name="renamed_tool")(renamed)
mcp.add_tool(Tool.from_function(from_function, name="built", tags={"x"}))

if __name__ == "__main__":
    mcp.run()
