# Case: functools.partial registered with add_tool and name=: the SDK needs __name__ anyway.
import functools

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("r_partial")


def scaled(x: int, factor: int) -> int:
    """Partial function [sum]."""
    return x * factor


mcp.add_tool(functools.partial(scaled, factor=3), name="scaled")


if __name__ == "__main__":
    mcp.run()
