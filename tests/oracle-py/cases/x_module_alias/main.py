# Case: models reached through a module: `import app.models as m`, `from app import kinds`, `import app.types`.
import app.models as m
import app.types
from app import kinds

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("x_module_alias")


@mcp.tool()
def create(item: m.Item, kind: kinds.Kind) -> str:
    """Through module aliases [sum]."""
    return item.name


@mcp.tool()
def tag(tag: app.types.Tag, items: list[m.Item] | None = None) -> int:
    """Through a dotted module name [sum]."""
    return 0


if __name__ == "__main__":
    mcp.run()
