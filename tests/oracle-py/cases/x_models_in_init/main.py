# Case: models defined in a package's __init__.py, imported as `from app import Query` and `import app`.
from mcp.server.fastmcp import FastMCP

import app
from app import Query

mcp = FastMCP("x_models_in_init")


@mcp.tool()
def search(query: Query, paging: app.Paging | None = None) -> int:
    """Models from __init__.py [sum]."""
    return 0


if __name__ == "__main__":
    mcp.run()
