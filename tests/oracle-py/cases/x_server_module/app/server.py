from mcp.server.fastmcp import FastMCP

mcp = FastMCP("x_server_module")
