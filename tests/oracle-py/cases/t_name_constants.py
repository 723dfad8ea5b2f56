# Case: tool names and descriptions from module constants, an f-string of constants and string concatenation.
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("t_name_constants")

PREFIX = "github"
SEARCH_NAME = "search_code"
SEARCH_DESC = "Search code across repositories [dec]."


@mcp.tool(name=SEARCH_NAME, description=SEARCH_DESC)
def search(query: str) -> str:
    return query


@mcp.tool(name=f"{PREFIX}_get_issue")
def get_issue(number: int) -> str:
    """Get an issue [sum]."""
    return str(number)


@mcp.tool(name=PREFIX + "_list_pulls", description="List pull requests " + "[dec].")
def list_pulls(state: str = "open") -> str:
    return state


if __name__ == "__main__":
    mcp.run()
