from fastmcp import FastMCP

mcp = FastMCP("x_package")
