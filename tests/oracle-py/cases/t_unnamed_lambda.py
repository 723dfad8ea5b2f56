# Case: add_tool(lambda) without name=: what name does the SDK give it?
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("t_unnamed_lambda")

mcp.add_tool(lambda x: x)


if __name__ == "__main__":
    mcp.run()
