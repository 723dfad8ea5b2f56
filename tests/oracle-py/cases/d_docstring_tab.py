# Case: a docstring indented with a tab character.
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("d_docstring_tab")


@mcp.tool()
def tabbed(x: int) -> int:
	"""Tab-indented summary [sum].

	Tab-indented body [body].
	"""
	return x


if __name__ == "__main__":
    mcp.run()
