# Case: tools registered through a project class that holds the server, whose methods return decorators calling the server's `tool()` with a title, the cleaned docstring, annotation constants and an output switch computed from the return annotation, then rewrite the listed schema in place; registered by each module of a tuple from the function that makes the server, reader and writer kept or left out by a mode read at run time.
# oracle: no rewrites
from mcp.server.fastmcp import FastMCP

from app import cells, sheets
from app.registry import ToolRegistry, read_only_mode

TOOL_MODULES = (sheets, cells)


def create_server() -> FastMCP:
    server = FastMCP("x_registry")
    tools = ToolRegistry(server, read_only_mode())
    for module in TOOL_MODULES:
        module.register(tools)
    return server


if __name__ == "__main__":
    create_server().run()
