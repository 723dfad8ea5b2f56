# Case: tool names with a space, a slash, unicode and 64+ characters: the SDK warns but lists them.
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("t_name_odd")


@mcp.tool(name="get weather")
def a(x: int) -> int:
    """A space [sum]."""
    return x


@mcp.tool(name="files/read")
def b(x: int) -> int:
    """A slash [sum]."""
    return x


@mcp.tool(name="café")
def c(x: int) -> int:
    """Unicode [sum]."""
    return x


@mcp.tool(name="a_very_long_tool_name_that_goes_on_and_on_past_the_sixty_four_character_limit")
def d(x: int) -> int:
    """Long [sum]."""
    return x


if __name__ == "__main__":
    mcp.run()
