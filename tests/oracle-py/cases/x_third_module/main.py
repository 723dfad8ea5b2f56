# Case: an imported model whose fields refer to models and enums of a third module.
from app.orders import Order

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("x_third_module")


@mcp.tool()
def place(order: Order) -> Order:
    """A model referring to models of a third module [sum]."""
    return order


if __name__ == "__main__":
    mcp.run()
