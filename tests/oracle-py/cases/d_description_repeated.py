# Case: descriptions built by repeating a string: a module constant times a literal count, a
# count before the string, a constant count, and a count below one (an empty string).
from mcp.server.fastmcp import FastMCP

RULE = "Paths are relative to the workspace root. "
TIMES = 3

mcp = FastMCP("d_description_repeated")


@mcp.tool(description="Read a file [dec]. " + RULE * 2)
def read_file(path: str) -> str:
    return path


@mcp.tool(description=2 * "Write a file [dec]. ")
def write_file(path: str) -> str:
    return path


@mcp.tool(description="Count the files [dec]. " + RULE * TIMES)
def count_files(path: str) -> int:
    return 0


@mcp.tool(description="List a folder [dec]." + RULE * 0)
def list_folder(path: str) -> list[str]:
    return []


if __name__ == "__main__":
    mcp.run()
