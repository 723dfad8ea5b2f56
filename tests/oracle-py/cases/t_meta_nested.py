# Case: meta= with nested dicts, lists, numbers and null, and an empty meta.
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("t_meta_nested")


@mcp.tool(meta={"owner": {"team": "data", "oncall": ["a", "b"]}, "version": 2, "beta": None})
def nested(x: int) -> int:
    """Nested meta [sum]."""
    return x


@mcp.tool(meta={})
def empty(x: int) -> int:
    """Empty meta [sum]."""
    return x


if __name__ == "__main__":
    mcp.run()
