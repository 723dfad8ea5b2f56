# Case: a dataclass and a TypedDict imported from another module.
from app.shapes import Box, Options

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("x_dataclass_imported")


@mcp.tool()
def pack(box: Box, options: Options) -> str:
    """Imported dataclass and TypedDict [sum]."""
    return "ok"


if __name__ == "__main__":
    mcp.run()
