# Case: enum member defaults named through an alias of the enum, imported from another module and made in this one.
from mcp.server.fastmcp import FastMCP

from palette import Color, Shade

mcp = FastMCP("p_enum_alias_default")

Tint = Color


@mcp.tool()
def paint(wall: str, color: Shade = Shade.GREEN, trim: Color = Tint.RED) -> str:
    """Paint a wall [sum]."""
    return wall


if __name__ == "__main__":
    mcp.run()
