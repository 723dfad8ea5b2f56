# Case: tool functions listed in another module (`TOOLS = [a, b]`) and registered by a loop with add_tool.
from mcp.server.fastmcp import FastMCP

from app.handlers import TOOLS

mcp = FastMCP("x_register_loop")

for fn in TOOLS:
    mcp.add_tool(fn)

if __name__ == "__main__":
    mcp.run()
