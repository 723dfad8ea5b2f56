# Case: Decimal with max_digits/decimal_places and bounds, and condecimal.
from decimal import Decimal

from pydantic import Field, condecimal

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("b_decimal_bounds")


@mcp.tool()
def charge(
    amount: Decimal = Field(max_digits=10, decimal_places=2, gt=0),
    rate: condecimal(ge=0, le=1) = Decimal("0.5"),
) -> str:
    """Decimal constraints [sum]."""
    return str(amount)


if __name__ == "__main__":
    mcp.run()
