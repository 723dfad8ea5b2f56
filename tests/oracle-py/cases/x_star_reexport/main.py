# Case: classes re-exported by star imports: a package __init__ with `from .user import *` (with __all__), a star import in the server module.
from app.enums import *  # noqa: F403
from app.models import Order, User

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("x_star_reexport")


@mcp.tool()
def create(user: User, order: Order, color: Color = Color.RED) -> str:  # noqa: F405
    """Star-imported classes [sum]."""
    return user.name


if __name__ == "__main__":
    mcp.run()
