# Case: a stdlib dataclass with a list default fails while the module loads, before any tool registers.
from dataclasses import dataclass

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("r_dataclass_mutable_default")


@mcp.tool()
def first(x: int) -> int:
    """A tool registered before the class [sum]."""
    return x


@dataclass
class Bag:
    items: list[str] = []


@mcp.tool()
def fill(bag: Bag) -> int:
    """A dataclass with a mutable default [sum]."""
    return len(bag.items)


if __name__ == "__main__":
    mcp.run()
