# Case: tools defined in modules of a package, each with a `register(mcp)` function that main.py calls.
from mcp.server.fastmcp import FastMCP

from app.tools import files, search

mcp = FastMCP("x_register_functions")
files.register(mcp)
search.register(mcp)

if __name__ == "__main__":
    mcp.run()
